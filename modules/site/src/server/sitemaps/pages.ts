import { fixedSitemap } from "@hopper/core/module";

import { LEGAL_PAGES } from "../../legal-pages";

/** The site's own public pages in `/sitemap.xml` (not flags, frog or the editor: nothing to find there; /app is the changelog module's). */
export default fixedSitemap(["/", "/plus", "/legal", ...LEGAL_PAGES.map((name) => `/legal/${name}`)]);
