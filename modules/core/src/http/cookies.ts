import { parseCookie } from "cookie";

// The one Cookie-header parser of the server and the browser (document.cookie). The `cookie` package keeps a
// value whose percent-escapes are malformed (`a=%E0%A4%A`) as it was sent instead of throwing, so a stray
// cookie set by anything else on the domain never breaks a request. Browser-safe: no Node imports.

/** Every cookie of a `Cookie` header (or `document.cookie`); the first of repeated names wins. */
export function parseCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** A lookup of one cookie by name in a `Cookie` header. */
export function cookieReader(header: string | null | undefined): (name: string) => string | undefined {
  const jar = parseCookies(header);
  return (name) => (Object.hasOwn(jar, name) ? jar[name] : undefined);
}
