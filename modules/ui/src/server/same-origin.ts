/**
 * CSRF guard for cookie-authenticated requests outside server actions (which Next.js checks itself):
 * a browser always sends Origin on a cross-site POST, so a mismatch with Host is refused. Requests
 * without Origin come from non-browser clients, which authenticate with tokens, not cookies.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
