import type { SitemapSource } from "@hopper/core/module";

import { countSitemapCollections, sitemapCollections } from "../services/collection-sitemap";

/** Listed collections in `/sitemap.xml`. */
const collections: SitemapSource = { count: countSitemapCollections, page: sitemapCollections };
export default collections;
