// The relevance set's catalogue and cases: about 700 projects built so that ranking by popularity alone
// gets the answers wrong. Decoys are popular projects that mention a query's word in their summary, while the
// project the query names (by title, slug or author) is rarely downloaded.
import type { SearchDocument } from "../src/server/engines/search-engine";
import { searchDocument } from "./search-document";

interface ProjectSpec {
  id: string;
  title: string;
  slug?: string;
  author?: string;
  description?: string;
  downloads: number;
  type?: string;
  categories?: string[];
  loaders?: string[];
  gameVersions?: string[];
}

function project(spec: ProjectSpec): SearchDocument {
  const loaders = spec.loaders ?? ["fabric"];
  const gameVersions = spec.gameVersions ?? ["1.21"];
  const categories = spec.categories ?? ["utility"];
  return searchDocument(spec.id, {
    projectCategories: categories,
    hit: {
      project_type: spec.type ?? "mod",
      slug: spec.slug ?? spec.title.toLowerCase().replace(/\s+/g, "-"),
      author: spec.author ?? "modder",
      title: spec.title,
      description: spec.description ?? `${spec.title} for Minecraft`,
      categories: [...categories, ...loaders],
      display_categories: [...categories, ...loaders],
      versions: gameVersions,
      downloads: spec.downloads,
      follows: Math.round(spec.downloads / 100),
    },
    versions: [{ id: `${spec.id}-v1`, loaders, gameVersions }],
  });
}

// Neutral words for decoy titles: none is (or starts with) a word any case queries.
const ADJECTIVES = ["Better", "Simple", "Tiny", "Cozy", "Rapid", "Quiet", "Bright", "Deep", "Wild", "Polished"];
const NOUNS = [
  "Farms", "Bridges", "Caves", "Boats", "Chests", "Trees", "Villages", "Mobs", "Roads", "Towers",
  "Rails", "Clouds", "Dungeons", "Torches", "Tools", "Biomes", "Ores", "Bees", "Foxes", "Maps",
]; // prettier-ignore
const decoyTitle = (n: number) =>
  `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]}`;
const SODIUM_DECOYS = 600;
const SODIUM_LINES = [
  "Runs well alongside sodium",
  "Compatible with sodium and lithium",
  "A performance tweak; pairs with sodium",
  "Requires sodium for the best frame rate",
];

/** The decoys: popular projects whose summaries use the words the cases query. */
function decoys(): SearchDocument[] {
  const docs: SearchDocument[] = [];
  // 600 projects that say "sodium", each more downloaded than Sodium itself: more than the PostgreSQL engine's
  // 500 ranked candidates, so the exact title must be found by more than popularity.
  for (let n = 0; n < SODIUM_DECOYS; n++) {
    docs.push(
      project({
        id: `SODDECOY${String(n).padStart(3, "0")}`,
        title: decoyTitle(n),
        description: `${decoyTitle(n)}. ${SODIUM_LINES[n % SODIUM_LINES.length]}.`,
        downloads: 50_000 + n * 1_000,
      }),
    );
  }
  // 30 shader packs that name Iris Shaders, 20 mods with JEI integration, 20 mods about magic and storage.
  for (let n = 0; n < 30; n++) {
    docs.push(
      project({
        id: `SHDDECOY${String(n).padStart(3, "0")}`,
        title: `${decoyTitle(n)} Pack`,
        type: "shader",
        categories: ["realistic"],
        loaders: ["iris", "optifine"],
        description: "A shader pack for Iris Shaders and OptiFine",
        downloads: 400_000 + n * 10_000,
      }),
    );
  }
  for (let n = 0; n < 20; n++) {
    docs.push(
      project({
        id: `JEIDECOY${String(n).padStart(3, "0")}`,
        title: `${decoyTitle(n + 40)} Reforged`,
        description: "Adds JEI integration and recipes",
        downloads: 300_000 + n * 10_000,
      }),
    );
  }
  for (let n = 0; n < 20; n++) {
    docs.push(
      project({
        id: `MAGDECOY${String(n).padStart(3, "0")}`,
        title: `${decoyTitle(n + 80)} Arcana`,
        description: "Storage for magic items and a little magic of its own",
        categories: ["magic"],
        loaders: ["forge"],
        downloads: 200_000 + n * 10_000,
      }),
    );
  }
  return docs;
}

/** The projects the cases look for. */
const TARGETS: ProjectSpec[] = [
  { id: "SODIUM", title: "Sodium", author: "jellysquid", downloads: 500, categories: ["optimization"] },
  { id: "SODEXTRA", title: "Sodium Extra", author: "flashyreese", downloads: 2_000_000 },
  { id: "SODLIGHT", title: "Sodium Dynamic Lights", author: "lambda", downloads: 900_000 },
  {
    id: "RUBIDIUM",
    title: "Rubidium",
    author: "asek",
    description: "An unofficial port of Sodium to Forge",
    loaders: ["forge"],
    downloads: 3_000,
  },
  { id: "LITHIUM", title: "Lithium", author: "jellysquid", downloads: 700, categories: ["optimization"] },
  { id: "PHOSPHOR", title: "Phosphor", author: "jellysquid", downloads: 600, categories: ["optimization"] },
  { id: "IRIS", title: "Iris Shaders", slug: "iris", author: "coderbot", downloads: 800 },
  {
    id: "IRISPACK",
    title: "Iris Pastel Pack",
    type: "shader",
    categories: ["realistic"],
    loaders: ["iris", "optifine"],
    description: "A shader pack for Iris Shaders and OptiFine",
    downloads: 1_000,
  },
  { id: "JEI", title: "Just Enough Items", slug: "jei", author: "mezz", downloads: 900 },
  {
    id: "MAGICSTO",
    title: "Magic Storage",
    author: "kaiko",
    description: "Terraria-style storage",
    loaders: ["fabric"],
    downloads: 400,
  },
  {
    id: "MAGICSTF",
    title: "Magic Storage Forge",
    author: "kaiko",
    description: "Terraria-style storage, for Forge",
    loaders: ["forge"],
    gameVersions: ["1.20.1"],
    downloads: 300,
  },
  { id: "WAYSTONE", title: "Waystones", author: "blaycoding", downloads: 1_200 },
  // Three projects whose text is the same: only popularity can order them.
  ...(["A", "B", "C"] as const).map((letter, i) => ({
    id: `LANTERN${letter}`,
    title: "Glowing Lanterns",
    slug: `glowing-lanterns-${letter.toLowerCase()}`,
    author: `lanterns${letter.toLowerCase()}`,
    description: "Lanterns that glow",
    downloads: [5_000, 9_000, 7_000][i]!,
  })),
];

export const relevanceCatalogue = (): SearchDocument[] => [...decoys(), ...TARGETS.map(project)];

export interface RelevanceCase {
  /** What the case guards, as the test's name. */
  name: string;
  query: string;
  facets?: string;
  /** Projects that must be on the first page (10 hits). */
  onFirstPage: string[];
  /** The project that must be the first hit, where position matters (an exact title, slug or author). */
  first?: string;
  /** Projects that must not match (a facet excludes them). */
  absent?: string[];
  /** Projects that must come in this relative order (equal text, ranked by popularity). */
  inOrder?: string[];
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  {
    name: "an exact title first among 600 more popular summaries using the word",
    query: "sodium",
    first: "SODIUM",
    onFirstPage: ["SODIUM", "SODEXTRA", "SODLIGHT"],
  },
  { name: "an exact title first, whatever the case", query: "SODIUM", first: "SODIUM", onFirstPage: ["SODIUM"] },
  { name: "a title prefix being typed", query: "sod", onFirstPage: ["SODIUM", "SODEXTRA", "SODLIGHT"] },
  { name: "a prefix of a two-word title", query: "magic sto", first: "MAGICSTO", onFirstPage: ["MAGICSTF"] },
  {
    name: "a multi-word title first among summaries with both words",
    query: "magic storage",
    first: "MAGICSTO",
    onFirstPage: ["MAGICSTF"],
  },
  {
    name: "a multi-word title first among shader packs that name it",
    query: "iris shaders",
    first: "IRIS",
    onFirstPage: ["IRIS"],
  },
  { name: "a slug that is not in the title", query: "jei", first: "JEI", onFirstPage: ["JEI"] },
  { name: "a title word that is the slug", query: "iris", first: "IRIS", onFirstPage: ["IRIS"] },
  {
    name: "an author's projects",
    query: "jellysquid",
    onFirstPage: ["SODIUM", "LITHIUM", "PHOSPHOR"],
  },
  { name: "a single-word title", query: "waystones", first: "WAYSTONE", onFirstPage: ["WAYSTONE"] },
  { name: "a typo of one letter", query: "sodum", onFirstPage: ["SODIUM"] },
  { name: "typos in both words", query: "magik storge", onFirstPage: ["MAGICSTO"] },
  { name: "a typo in the last word", query: "iris shaderz", onFirstPage: ["IRIS"] },
  {
    name: "text with a loader facet: the Forge port, not the Fabric original",
    query: "sodium",
    facets: '[["categories:forge"]]',
    onFirstPage: ["RUBIDIUM"],
    absent: ["SODIUM", "SODEXTRA"],
  },
  {
    name: "text with a game version facet",
    query: "magic storage",
    facets: '[["versions:1.20.1"]]',
    first: "MAGICSTF",
    onFirstPage: ["MAGICSTF"],
    absent: ["MAGICSTO"],
  },
  {
    name: "text with the project type: the shader pack titled so, not the mod",
    query: "iris",
    facets: '[["project_type:shader"]]',
    first: "IRISPACK",
    onFirstPage: ["IRISPACK"],
    absent: ["IRIS"],
  },
  {
    name: "equal text ranked by downloads",
    query: "glowing lanterns",
    onFirstPage: ["LANTERNA", "LANTERNB", "LANTERNC"],
    inOrder: ["LANTERNB", "LANTERNC", "LANTERNA"],
  },
];
