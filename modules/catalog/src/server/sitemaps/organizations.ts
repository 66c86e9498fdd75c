import type { SitemapSource } from "@hopper/core/module";

import { countSitemapOrganizations, sitemapOrganizations } from "../services/organizations/organization-sitemap";

/** Organizations in `/sitemap.xml`. */
const organizations: SitemapSource = { count: countSitemapOrganizations, page: sitemapOrganizations };
export default organizations;
