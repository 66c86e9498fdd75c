type Query = Record<string, string | string[] | undefined>;

/** `?page=` as a page number; anything else (absent, text, out of range) is the first page. */
export function pageOf(query: Query): number {
  const value = query.page;
  const page = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= 10_000 ? page : 1;
}

/** A query parameter as text, at most `max` characters (a longer one is not ours: it is dropped). */
export function queryText(query: Query, name: string, max: number): string {
  const value = query[name];
  return typeof value === "string" && value.length <= max ? value : "";
}
