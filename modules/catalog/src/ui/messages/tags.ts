import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The six project types, one per card, invitation, dashboard row and create-dialog choice (the listings'
 * plural titles are the search catalogue's). Services and the REST API keep the stored type (`mod`).
 */
export const projectTypeMessages = defineCatalogue("catalog.projectTypes", {
  mod: "Mod",
  modpack: "Modpack",
  plugin: "Plugin",
  datapack: "Data pack",
  resourcepack: "Resource pack",
  shader: "Shader",
});

/** The plural of each project type, by its listing path: the organization page's tabs. */
export const projectTypePluralMessages = defineCatalogue("catalog.projectTypePlurals", {
  mods: "Mods",
  plugins: "Plugins",
  datapacks: "Data packs",
  resourcepacks: "Resource packs",
  shaders: "Shaders",
  modpacks: "Modpacks",
});

/**
 * The names of the category and loader tags (modules/catalog/src/tags) as the site shows them: project pages,
 * the versions pages and the listings' filters and cards. One flat list, because a listing's
 * `categories:<name>` filter names either kind. en-US shows the stored name (people search and link by it);
 * a tag missing here (resolutions such as `16x`, a tag added later) shows as stored.
 */
export const tagMessages = defineCatalogue("catalog.tags", {
  // Categories (every project type's lists and headers).
  adventure: "adventure",
  atmosphere: "atmosphere",
  audio: "audio",
  blocks: "blocks",
  bloom: "bloom",
  cartoon: "cartoon",
  challenging: "challenging",
  "colored-lighting": "colored-lighting",
  combat: "combat",
  "core-shaders": "core-shaders",
  cursed: "cursed",
  decoration: "decoration",
  economy: "economy",
  entities: "entities",
  environment: "environment",
  equipment: "equipment",
  fantasy: "fantasy",
  foliage: "foliage",
  fonts: "fonts",
  food: "food",
  "game-mechanics": "game-mechanics",
  gui: "gui",
  high: "high",
  items: "items",
  "kitchen-sink": "kitchen-sink",
  library: "library",
  lightweight: "lightweight",
  locale: "locale",
  low: "low",
  magic: "magic",
  management: "management",
  medium: "medium",
  minigame: "minigame",
  mobs: "mobs",
  modded: "modded",
  models: "models",
  multiplayer: "multiplayer",
  optimization: "optimization",
  "path-tracing": "path-tracing",
  pbr: "pbr",
  potato: "potato",
  quests: "quests",
  realistic: "realistic",
  reflections: "reflections",
  screenshot: "screenshot",
  "semi-realistic": "semi-realistic",
  shadows: "shadows",
  simplistic: "simplistic",
  social: "social",
  storage: "storage",
  technology: "technology",
  themed: "themed",
  transportation: "transportation",
  tweaks: "tweaks",
  utility: "utility",
  "vanilla-like": "vanilla-like",
  worldgen: "worldgen",
  // Loaders (spec section 3).
  babric: "babric",
  "bta-babric": "bta-babric",
  bukkit: "bukkit",
  bungeecord: "bungeecord",
  canvas: "canvas",
  datapack: "datapack",
  fabric: "fabric",
  folia: "folia",
  forge: "forge",
  iris: "iris",
  "java-agent": "java-agent",
  "legacy-fabric": "legacy-fabric",
  liteloader: "liteloader",
  minecraft: "minecraft",
  modloader: "modloader",
  neoforge: "neoforge",
  nilloader: "nilloader",
  optifine: "optifine",
  ornithe: "ornithe",
  paper: "paper",
  purpur: "purpur",
  quilt: "quilt",
  rift: "rift",
  spigot: "spigot",
  sponge: "sponge",
  vanilla: "vanilla",
  velocity: "velocity",
  waterfall: "waterfall",
});

/** A project's environment as `environmentOf` (tags/project-types.ts) names it (spec section 3). */
export const environmentMessages = defineCatalogue("catalog.environments", {
  "client and server": "client and server",
  "client or server": "client or server",
  client: "client",
  server: "server",
  unknown: "unknown",
  unsupported: "unsupported",
});

/** A label from one of these catalogues' trees; anything unknown shows as stored. */
export const labelFrom =
  (labels: Readonly<Record<string, string>>) =>
  (value: string): string =>
    Object.hasOwn(labels, value) ? labels[value]! : value;
