// Redirect URIs: which ones an app may register, and whether a request's redirect_uri is one of them. Exact
// matching is what RFC 9700 (2.1) requires; the one exception is the port of a loopback redirect, which a native
// app picks when it starts listening (RFC 8252 7.3).

export const REDIRECT_URI_MAX = 2048;
export const REDIRECT_URIS_MAX = 10;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
// Schemes that would run or read something instead of reaching an app.
const FORBIDDEN_SCHEMES = new Set(["javascript:", "data:", "file:", "blob:", "about:", "vbscript:", "filesystem:"]);

/** Why a redirect URI cannot be registered, or null when it can. English; the page and the API show it as is. */
export function redirectUriProblem(value: string): string | null {
  if (value.length === 0) return "A redirect URI must not be empty.";
  if (value.length > REDIRECT_URI_MAX) return `A redirect URI must be at most ${REDIRECT_URI_MAX} characters.`;
  if (/\s/.test(value)) return `The redirect URI ${value} must not contain spaces.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `The redirect URI ${value} is not an absolute URI.`;
  }
  if (value.includes("#")) return `The redirect URI ${value} must not contain a fragment (#).`;
  if (url.username || url.password) return `The redirect URI ${value} must not contain a user name or password.`;
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return `The redirect URI ${value} uses a scheme that cannot receive a code.`;
  if (url.protocol === "https:") return null;
  if (url.protocol === "http:") {
    return LOOPBACK_HOSTS.has(url.hostname)
      ? null
      : `The redirect URI ${value} must use https; plain http is only for loopback addresses (127.0.0.1, [::1], localhost).`;
  }
  // A native app's private-use scheme is a reversed domain name it controls (RFC 8252 7.1), so it has a dot.
  return url.protocol.includes(".")
    ? null
    : `The redirect URI ${value} must use https, a loopback http address, or an app scheme with a dot (com.example.app:/callback).`;
}

/** Whether a request's redirect_uri names one of the registered ones (exactly; a loopback one on any port). */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  const loopback = loopbackWithoutPort(requested);
  return loopback !== null && registered.some((uri) => loopbackWithoutPort(uri) === loopback);
}

/** An http loopback URI with its port removed, or null for any other URI. */
function loopbackWithoutPort(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" || !LOOPBACK_HOSTS.has(url.hostname) || value.includes("#")) return null;
  // Only a URI already in its canonical form: the parser would otherwise make "127.1", "0x7f000001", "HTTP:",
  // surrounding or embedded whitespace match too, and the raw string is what gets stored and sent back.
  if (url.href !== value) return null;
  url.port = "";
  return url.href;
}
