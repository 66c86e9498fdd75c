import "server-only";

import { displayType } from "@hopper/catalog/server";
import { parseSearchParams, searchEngine } from "@hopper/search/server";
import type { SearchHit } from "@hopper/search/server";

/** A project as the home page lists it (a subset of the search hit of spec section 3). */
export interface HomeProject {
  id: string;
  slug: string;
  projectType: "mod" | "modpack" | "plugin" | "resourcepack" | "shader" | "datapack";
  title: string;
  description: string;
  author: string;
  iconUrl: string | null;
  downloads: number;
  follows: number;
  dateModified: Date;
}

export interface HomeFeed {
  sampleProjects: HomeProject[];
  searchResults: HomeProject[];
  recentlyUpdated: HomeProject[];
}

const SIX = 6;

function toHomeProject(hit: SearchHit): HomeProject {
  return {
    id: hit.project_id,
    slug: hit.slug,
    projectType: displayType(hit.project_type, hit.categories) as HomeProject["projectType"],
    title: hit.title,
    description: hit.description,
    author: hit.author,
    iconUrl: hit.icon_url,
    downloads: hit.downloads,
    follows: hit.follows,
    dateModified: new Date(hit.date_modified),
  };
}

/** The home page's three lists, from the search engine (public projects only). */
export async function loadHomeFeed(query = ""): Promise<HomeFeed> {
  const engine = await searchEngine();
  const list = async (params: Record<string, string>) =>
    (await engine.search(parseSearchParams({ limit: String(SIX), ...params }))).hits.map(toHomeProject);
  const [sampleProjects, searchResults, recentlyUpdated] = await Promise.all([
    list({ index: "follows" }),
    list(query ? { query } : { index: "downloads" }),
    list({ index: "updated" }),
  ]);
  return { sampleProjects, searchResults, recentlyUpdated };
}
