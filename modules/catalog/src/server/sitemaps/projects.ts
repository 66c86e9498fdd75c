import type { SitemapSource } from "@hopper/core/module";

import { countSitemapProjects, sitemapProjects } from "../services/projects/project-sitemap";

/** The catalogue's public projects in `/sitemap.xml`. */
const projects: SitemapSource = { count: countSitemapProjects, page: sitemapProjects };
export default projects;
