/**
 * Loaders, their icons and the project types each supports, exactly as spec section 3 lists them; the
 * groups of spec section 9. Loaders the spec names without a support list (java-agent, legacy-fabric,
 * liteloader, modloader, nilloader, ornithe, rift) support mod and project.
 */
export const LOADER_NAMES = [
  "babric",
  "bta-babric",
  "bukkit",
  "bungeecord",
  "canvas",
  "datapack",
  "fabric",
  "folia",
  "forge",
  "iris",
  "java-agent",
  "legacy-fabric",
  "liteloader",
  "minecraft",
  "modloader",
  "neoforge",
  "nilloader",
  "optifine",
  "ornithe",
  "paper",
  "purpur",
  "quilt",
  "rift",
  "spigot",
  "sponge",
  "vanilla",
  "velocity",
  "waterfall",
] as const;
export type LoaderName = (typeof LOADER_NAMES)[number];

export const PLUGIN_LOADERS = ["bukkit", "spigot", "paper", "purpur", "sponge", "folia"] as const;
export const PROXY_LOADERS = ["bungeecord", "waterfall", "velocity"] as const;
export const SHADER_LOADERS = ["canvas", "iris", "optifine", "vanilla"] as const;
export const DATAPACK_LOADER = "datapack";
export const MOD_LOADERS = ["forge", "fabric", "quilt", "liteloader", "modloader", "rift", "neoforge"] as const;
/** The older mod loaders the loader filters hide unless asked (spec section 9: the last three of the group). */
export const HIDDEN_LOADERS = ["liteloader", "modloader", "rift"] as const;

const supportOf = (name: LoaderName): string[] => {
  if ((PLUGIN_LOADERS as readonly string[]).includes(name) || (PROXY_LOADERS as readonly string[]).includes(name)) {
    return ["plugin", "project", "mod"];
  }
  if ((SHADER_LOADERS as readonly string[]).includes(name)) return ["shader", "project"];
  if (name === "minecraft") return ["resourcepack", "project"];
  if (name === "datapack") return ["datapack", "project", "mod"];
  if (name === "fabric" || name === "forge" || name === "neoforge" || name === "quilt") {
    return ["mod", "project", "modpack"];
  }
  return ["mod", "project"];
};

const LOADER_COLORS: Partial<Record<LoaderName, string>> = {
  fabric: "#dbb68a",
  forge: "#8b9dc3",
  neoforge: "#f0a060",
  quilt: "#c796f9",
  paper: "#eeeeee",
  datapack: "#6ec16e",
  iris: "#6b5bd6",
  optifine: "#c42e2e",
  velocity: "#1aa6e0",
};

const initials = (name: string) =>
  name
    .split("-")
    .map((part) => part[0]!.toUpperCase())
    .join("")
    .slice(0, 2);

/** A small inline SVG: the loader's initials on a rounded square (stroke uses currentColor). */
export function loaderIcon(name: LoaderName): string {
  const fill = LOADER_COLORS[name] ?? "none";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2">` +
    `<rect x="2" y="2" width="20" height="20" rx="5" fill="${fill}" fill-opacity="0.25"/>` +
    `<text x="12" y="16" text-anchor="middle" font-size="10" font-family="sans-serif" stroke="none" fill="currentColor">${initials(name)}</text></svg>`
  );
}

export interface LoaderTag {
  name: LoaderName;
  icon: string;
  supported_project_types: string[];
}

export const LOADERS: readonly LoaderTag[] = LOADER_NAMES.map((name) => ({
  name,
  icon: loaderIcon(name),
  supported_project_types: supportOf(name),
}));

export const isLoader = (value: string): value is LoaderName => (LOADER_NAMES as readonly string[]).includes(value);

/** Whether a loader can be chosen for a version of a project of this type. */
export const loaderSupports = (loader: string, projectType: string) =>
  isLoader(loader) && supportOf(loader).includes(projectType);
