import "server-only";

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

/**
 * The home page's three lists. The catalogue module does not exist yet, so they are empty and the page
 * shows its empty states; the catalogue replaces this body with its search service.
 */
export async function loadHomeFeed(): Promise<HomeFeed> {
  return { sampleProjects: [], searchResults: [], recentlyUpdated: [] };
}
