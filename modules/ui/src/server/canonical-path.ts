/**
 * The canonical form of a requested path and query: the path, plus `page` when past the first (each page of a
 * list is its own document); filters, sorts, `hl` and tracking parameters only reorder or narrow the same
 * content, so they are left out.
 */
export function canonicalPath(pathAndQuery: string): string {
  // Appended, not resolved: a request path `//other.example/x` is a path here, not another host.
  const url = new URL(`http://canonical.invalid${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`);
  const page = url.searchParams.get("page");
  return /^(?:[2-9]|[1-9]\d{1,8})$/.test(page ?? "") ? `${url.pathname}?page=${page}` : url.pathname;
}
