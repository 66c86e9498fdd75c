import { publicUrl } from "@hopper/ui/server/public-url";

// Private areas: they answer a sign-in page or a 401/403 to a crawler anyway, and a crawl of them only costs
// requests. `/*/*/settings` covers project and organization settings (`/mod/<id>/settings/…`); the API (`/api/`
// for the site's own calls, `/v2`, `/v3` for launchers) is for programs, not search results.
export const DISALLOWED_PATHS = [
  "/settings",
  "/dashboard",
  "/admin",
  "/auth/",
  "/api/",
  "/v2/",
  "/v3/",
  "/*/*/settings",
] as const;

// The ways in stay crawlable: people search for "<site> sign in", and Lighthouse's SEO audit fails a page
// robots.txt blocks. The longer (more specific) rule wins over `/auth/` for Google and the robots RFC 9309.
export const ALLOWED_PATHS = ["/auth/sign-in", "/auth/sign-up"] as const;

/** The text of /robots.txt: everything but the private areas, and where the sitemap index is. */
export function robotsText(): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** GET /robots.txt. */
export function handleRobotsRequest(): Response {
  return new Response(robotsText(), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
