import { isChangelogProduct } from "../products";
import type { ChangelogProduct } from "../products";

type QueryValue = string | string[] | undefined;

/** The first value of a repeated query parameter (`?page=2&page=3` reads 2), as Next.js hands them over. */
const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/** The largest page a link may ask for; past it the page is out of range anyway, and the offset stays small. */
export const PAGE_MAX = 100_000;

/**
 * `?product=` of /news/changelog: a product line, none (every line), or `unknown` for any other value, which the
 * page answers with every line and a notice rather than an error (a filter is a hint, not an address).
 */
export function productFilter(value: QueryValue): { product: ChangelogProduct | null; unknown: boolean } {
  const raw = first(value);
  if (raw === undefined || raw === "") return { product: null, unknown: false };
  return isChangelogProduct(raw) ? { product: raw, unknown: false } : { product: null, unknown: true };
}

/** `?page=` as a page number; anything else (absent, text, zero, too large) is the first page. */
export function pageNumber(value: QueryValue): number {
  const raw = first(value) ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The list page's address for a filter and page (plain links: the filters and pager work without JavaScript). */
export function listHref(product: ChangelogProduct | null, page = 1): string {
  const query = new URLSearchParams();
  if (product) query.set("product", product);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `/news/changelog${search ? `?${search}` : ""}`;
}

/** The date page of a product's day. */
export const datePageHref = (product: ChangelogProduct, day: string) => `/news/changelog/${product}/${day}`;

/** A feed's address: /news/changelog/feed.atom, or /news/changelog/{product}/feed.atom. */
export const feedPath = (product: ChangelogProduct | null) =>
  product ? `/news/changelog/${product}/feed.atom` : "/news/changelog/feed.atom";
