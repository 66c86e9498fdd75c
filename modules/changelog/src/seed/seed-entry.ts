import type { ChangelogProduct } from "../server/services/products";

/**
 * One demo changelog entry. The id is fixed so seeding again finds it and adds nothing; the date is counted in
 * days back from the seed's run, so a fresh database always shows a recent history (negative: scheduled ahead).
 */
export interface SeedEntry {
  id: string;
  product: ChangelogProduct;
  daysAgo: number;
  versionLabel?: string;
  body: string;
}
