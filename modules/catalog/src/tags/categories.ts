/** Category tags per project type and header, and the spec's sort (section 9). */
export type CategoryHeader = "categories" | "features" | "resolutions" | "performance impact";

export interface CategoryTag {
  name: string;
  project_type: string;
  header: CategoryHeader;
  icon: string;
}

const CATEGORY_LISTS: [string, CategoryHeader, string[]][] = [
  [
    "mod",
    "categories",
    [
      "adventure",
      "cursed",
      "decoration",
      "economy",
      "equipment",
      "food",
      "game-mechanics",
      "library",
      "magic",
      "management",
      "minigame",
      "mobs",
      "optimization",
      "social",
      "storage",
      "technology",
      "transportation",
      "utility",
      "worldgen",
    ],
  ],
  [
    "modpack",
    "categories",
    [
      "adventure",
      "challenging",
      "combat",
      "kitchen-sink",
      "lightweight",
      "magic",
      "multiplayer",
      "optimization",
      "quests",
      "technology",
    ],
  ],
  [
    "resourcepack",
    "categories",
    [
      "combat",
      "cursed",
      "decoration",
      "modded",
      "realistic",
      "simplistic",
      "themed",
      "tweaks",
      "utility",
      "vanilla-like",
    ],
  ],
  ["shader", "categories", ["cartoon", "cursed", "fantasy", "realistic", "semi-realistic", "vanilla-like"]],
  [
    "shader",
    "features",
    ["atmosphere", "bloom", "colored-lighting", "foliage", "path-tracing", "pbr", "reflections", "shadows"],
  ],
  [
    "resourcepack",
    "features",
    [
      "audio",
      "blocks",
      "core-shaders",
      "entities",
      "environment",
      "equipment",
      "fonts",
      "gui",
      "items",
      "locale",
      "models",
    ],
  ],
  ["shader", "performance impact", ["potato", "low", "medium", "high", "screenshot"]],
  ["resourcepack", "resolutions", ["8x-", "16x", "32x", "48x", "64x", "128x", "256x", "512x+"]],
];

const categoryIcon = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">` +
  `<circle cx="12" cy="12" r="9"/><text x="12" y="16" text-anchor="middle" font-size="10" font-family="sans-serif" stroke="none" fill="currentColor">${name[0]!.toUpperCase()}</text></svg>`;

export const PERFORMANCE_ORDER = ["potato", "low", "medium", "high", "screenshot"];

/** Resolution number of "8x-", "16x", "512x+". */
const resolutionNumber = (name: string) => Number.parseInt(name, 10);

/** By header, then resolution number, then performance impact order, then name. */
export function compareCategories(a: CategoryTag, b: CategoryTag): number {
  if (a.header !== b.header) return a.header.localeCompare(b.header);
  if (a.header === "resolutions") return resolutionNumber(a.name) - resolutionNumber(b.name);
  if (a.header === "performance impact") {
    return PERFORMANCE_ORDER.indexOf(a.name) - PERFORMANCE_ORDER.indexOf(b.name);
  }
  return a.name.localeCompare(b.name) || a.project_type.localeCompare(b.project_type);
}

export const CATEGORIES: readonly CategoryTag[] = CATEGORY_LISTS.flatMap(([projectType, header, names]) =>
  names.map((name) => ({ name, project_type: projectType, header, icon: categoryIcon(name) })),
).sort(compareCategories);

/**
 * Categories a project of this type may carry. Plugins and data packs use the mod categories (the spec
 * lists categories for mod, modpack, resourcepack and shader only).
 */
export function categoriesFor(projectType: string): CategoryTag[] {
  const own = projectType === "plugin" || projectType === "datapack" ? "mod" : projectType;
  return CATEGORIES.filter((category) => category.project_type === own);
}
