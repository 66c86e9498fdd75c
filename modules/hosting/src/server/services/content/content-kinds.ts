import type { contentKinds } from "@hopper/agent/protocol";

// What a server can run, by its loader: the catalogue loaders whose files it loads and the agent's content kind
// (where the agent puts the file: mods/, plugins/, world/datapacks/). Quilt loads Fabric mods; Purpur runs Paper,
// Spigot and Bukkit plugins; a vanilla server takes data packs only.

export type ContentKind = (typeof contentKinds)[number];

const BY_LOADER: Record<string, { kind: ContentKind; loaders: string[] }> = {
  fabric: { kind: "mod", loaders: ["fabric"] },
  quilt: { kind: "mod", loaders: ["quilt", "fabric"] },
  forge: { kind: "mod", loaders: ["forge"] },
  neoforge: { kind: "mod", loaders: ["neoforge"] },
  paper: { kind: "plugin", loaders: ["paper", "spigot", "bukkit"] },
  purpur: { kind: "plugin", loaders: ["purpur", "paper", "spigot", "bukkit"] },
  vanilla: { kind: "datapack", loaders: ["datapack"] },
};

export interface Compatibility {
  kind: ContentKind;
  loaders: string[];
  gameVersion: string;
}

/** The content a server of this loader and game version takes. */
export function compatibility(server: { loader: string; gameVersion: string }): Compatibility {
  const entry = BY_LOADER[server.loader] ?? BY_LOADER.vanilla!;
  return { ...entry, gameVersion: server.gameVersion };
}

/** Whether a catalogue version runs on the server. */
export function versionFits(version: { loaders: string[]; gameVersions: string[] }, fit: Compatibility): boolean {
  return (
    version.loaders.some((loader) => fit.loaders.includes(loader)) && version.gameVersions.includes(fit.gameVersion)
  );
}
