// The kind of a request for the metrics' `route` label. A raw path would make one time series per project,
// user and file (unbounded labels that exhaust Prometheus), so every path falls in one of a few fixed kinds.

export const ROUTE_KINDS = ["page", "api", "trpc", "static", "download", "other"] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

// Files of apps/web/public and the build's assets.
const STATIC = /^\/(?:_next\/|favicon\.ico$|icon[\w.-]*\.(?:png|svg)$|apple-touch-icon\.png$|manifest\.webmanifest$)/;
// Uploaded files: local storage's /cdn, version files under /data (S3 downloads are redirects from there).
const DOWNLOAD = /^\/(?:cdn|data)\//;
// The public API (/v2, /v3), the app's own endpoints under /api, and the OAuth endpoints.
const API = /^\/(?:v[23]|api|oauth)(?:\/|$)/;
const TRPC = /^\/api\/trpc(?:\/|$)/;
// Anything else with a file extension (robots.txt, sitemap.xml, a scanner's /wp-login.php) is not a page.
const FILE_LIKE = /\.[A-Za-z0-9]{1,8}$/;

export function routeKind(url: string): RouteKind {
  const path = url.split("?", 1)[0]!;
  if (TRPC.test(path)) return "trpc";
  if (API.test(path)) return "api";
  if (DOWNLOAD.test(path)) return "download";
  if (STATIC.test(path)) return "static";
  if (FILE_LIKE.test(path) || path.startsWith("/_")) return "other";
  return "page";
}
