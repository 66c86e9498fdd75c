import "server-only";

import { catalogStatistics, displayType } from "@hopper/catalog/server";
import { db } from "@hopper/core/db";
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

export interface CatalogueNumbers {
  projects: number;
  versions: number;
  files: number;
  authors: number;
}

export interface HomeFeed {
  numbers: CatalogueNumbers;
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

// The counts scan the catalogue (tens of milliseconds at 100k projects); a minute's staleness is invisible on
// the home page, so each web process counts at most once a minute.
const NUMBERS_TTL_MS = 60_000;
let numbersCache: { at: number; value: Promise<CatalogueNumbers> } | undefined;

function cachedNumbers(): Promise<CatalogueNumbers> {
  const now = Date.now();
  if (!numbersCache || now - numbersCache.at > NUMBERS_TTL_MS) {
    const value = catalogStatistics(db());
    numbersCache = { at: now, value };
    // A failed count is not kept: the next visitor tries again.
    value.catch(() => {
      if (numbersCache?.value === value) numbersCache = undefined;
    });
  }
  return numbersCache.value;
}

/** The home page's three lists, from the search engine (public projects only). */
export async function loadHomeFeed(query = ""): Promise<HomeFeed> {
  const engine = await searchEngine();
  const list = async (params: Record<string, string>) =>
    (await engine.search(parseSearchParams({ limit: String(SIX), ...params }))).hits.map(toHomeProject);
  const [numbers, sampleProjects, searchResults, recentlyUpdated] = await Promise.all([
    cachedNumbers(),
    list({ index: "follows" }),
    list(query ? { query } : { index: "downloads" }),
    list({ index: "updated" }),
  ]);
  return { numbers, sampleProjects, searchResults, recentlyUpdated };
}
