/**
 * The redirect URI with response parameters added after its own query (RFC 6749 3.1.2: the URI's query is kept).
 * Appending text instead of rewriting through URLSearchParams keeps the registered query byte for byte; a
 * registered URI never has a fragment (redirectUriProblem), so the parameters cannot end up behind a `#`.
 */
export function redirectLocation(redirectUri: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(name, value);
  }
  const separator = !redirectUri.includes("?") ? "?" : /[?&]$/.test(redirectUri) ? "" : "&";
  return redirectUri + separator + query.toString();
}
