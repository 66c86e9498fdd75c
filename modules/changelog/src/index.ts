import { defineModule } from "@hopper/core/module";

import { readingJobs, readingNav, readingPages, readingRest, readingRoutes, readingSitemaps } from "./reading-manifest";
import { writingJobs, writingNav, writingPages, writingRest, writingRoutes, writingSitemaps } from "./writing-manifest";

/**
 * News and changelog (docs/changelog.md): dated markdown entries for the three product lines (web, servers, app),
 * written by admins, published at their date; /news/changelog with per-product filters and date pages, Atom feeds,
 * the desktop app's page /app, and a JSON read endpoint for the app.
 */
export default defineModule({
  id: "changelog",
  router: () => import("./server/router"),
  // reading: /news/changelog, its product and date pages, feeds, /app, the JSON endpoint (reading-manifest.ts)
  // writing: the admins' editor pages (writing-manifest.ts)
  pages: [...readingPages, ...writingPages],
  nav: [...readingNav, ...writingNav],
  routes: [...readingRoutes, ...writingRoutes],
  rest: [...readingRest, ...writingRest],
  jobs: [...readingJobs, ...writingJobs],
  sitemaps: [...readingSitemaps, ...writingSitemaps],
  // Ten or more entries per product line (docs/changelog.md "Demo data").
  seed: () => import("./seed"),
  dependsOn: ["accounts"],
});
