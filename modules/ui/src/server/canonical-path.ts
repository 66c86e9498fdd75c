/**
 * The canonical form of a requested path and query: the path, plus `page` when past the first (each page of a
 * list is its own document); filters, sorts, `hl` and tracking parameters only reorder or narrow the same
 * content, so they are left out.
 */
export function canonicalPath(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, "http://canonical.invalid");
  const page = url.searchParams.get("page");
  return /^(?:[2-9]|[1-9]\d{1,8})$/.test(page ?? "") ? `${url.pathname}?page=${page}` : url.pathname;
}
