import { fixedSitemap } from "@hopper/core/module";

import { LISTINGS } from "../../listings";

/** The six listings in `/sitemap.xml`. */
export default fixedSitemap(LISTINGS.map((name) => `/${name}`));
