/** The three product lines the changelog covers (spec section 1): the website, the servers and the desktop app. */
export const CHANGELOG_PRODUCTS = ["web", "servers", "app"] as const;

export type ChangelogProduct = (typeof CHANGELOG_PRODUCTS)[number];

const LABELS: Record<ChangelogProduct, string> = { web: "Web", servers: "Servers", app: "App" };

/** The English name of a product line (pages translate through ui/*-messages.ts; feeds and the CLI use this). */
export function productLabel(product: ChangelogProduct): string {
  return LABELS[product];
}

/** Narrows an untrusted string (a URL segment, a query parameter) to a product line. */
export function isChangelogProduct(value: unknown): value is ChangelogProduct {
  return typeof value === "string" && (CHANGELOG_PRODUCTS as readonly string[]).includes(value);
}
