/** A product line of the changelog; the seed names them as the table stores them (docs/changelog.md). */
export type SeedProduct = "web" | "servers" | "app";

/**
 * One demo changelog entry. The id is fixed so seeding again finds it and adds nothing; the date is counted in
 * days back from the seed's run, so a fresh database always shows a recent history (negative: scheduled ahead).
 */
export interface SeedEntry {
  id: string;
  product: SeedProduct;
  daysAgo: number;
  versionLabel?: string;
  body: string;
}
