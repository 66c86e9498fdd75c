/**
 * A redirect after a form post to a page of this site, as a path-only `Location`. The browser resolves it
 * against the address it used, so it stays on that host (127.0.0.1 or localhost, a LAN name, a proxy's name)
 * and keeps its session cookie. `request.url` inside Next.js route handlers is built from the server's own
 * host name, not the request's, and `HOPPER_URL` is only for links that leave the site (mail, feeds, OAuth).
 */
export function localRedirect(pathAndQuery: string, status: 302 | 303 | 307 = 303): Response {
  // Only a path of this site: `//host` or `/\host` would be read by browsers as another site.
  if (!/^\/(?![/\\])/.test(pathAndQuery)) throw new Error(`localRedirect needs a site path, got ${pathAndQuery}`);
  return new Response(null, { status, headers: { location: pathAndQuery } });
}
