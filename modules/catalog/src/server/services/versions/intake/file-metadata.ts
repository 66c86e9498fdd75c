import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";

import { hasControlCharacter } from "@hopper/core/validation";

import type { ZipListing } from "./archive";
import { JAR_MANIFEST, manifestAttributes } from "./jar-manifest";
import { gameVersionsForPackFormat, newestPackFormat } from "./pack-formats";
import { gameVersionsMatching } from "../version-ranges";
import { VERSION_NAME_MAX, VERSION_NUMBER_MAX } from "../version-fields";
import { problem, refusal } from "../../refusals";

// The one reader of a file's own metadata: what the upload form pre-fills (version number, name, loaders, game
// versions, dependencies) for every format a loader defines. It only reads a ZipListing (the archive's names
// and its small metadata entries), so the same code serves the upload checks and POST /api/catalog/suggest.

export interface SuggestedDependency {
  dependencyType: "required" | "optional" | "incompatible" | "embedded";
  /** A mod id or project slug named by the metadata. */
  projectSlug?: string;
  /** Whether a project the uploader may see has that URL slug (set by suggestFromFile's lookup). */
  onHopper?: boolean;
  /** Inside a modpack: sha1 of a listed file, and its path. */
  sha1?: string;
  fileName?: string;
}

export interface FileInspection {
  /** The version number the metadata declares, when it is a usable one (no build placeholder, fits the limit). */
  versionNumber?: string;
  /** A version name built from the metadata's display name and version ("Sodium 0.5.8"), within the limit. */
  name?: string;
  /** Loaders, game versions and dependencies the metadata names, to pre-fill the upload form. */
  loaders: string[];
  gameVersions: string[];
  dependencies: SuggestedDependency[];
  /**
   * pack.mcmeta names a pack format newer than the format table knows: no game versions are guessed for it (only
   * the known formats of its range are suggested), and the form tells the creator to choose the newer ones.
   */
  newerPackFormat?: number;
}

/** Every metadata entry this reader looks at (the archive readers inflate only these). */
export const METADATA_ENTRIES = [
  "fabric.mod.json",
  "quilt.mod.json",
  "META-INF/mods.toml",
  "META-INF/neoforge.mods.toml",
  "mcmod.info",
  "litemod.json",
  "riftmod.json",
  "plugin.yml",
  "paper-plugin.yml",
  "bungee.yml",
  "velocity-plugin.json",
  "sponge_plugins.json",
  "META-INF/sponge_plugins.json",
  "pack.mcmeta",
  "modrinth.index.json",
  JAR_MANIFEST,
] as const;

export const decode = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

export function parseJson(filename: string, entry: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw refusal("invalid_input", problem("archive.invalidJson", { entry, filename }));
  }
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const asString = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/**
 * A metadata value usable as a form value: trimmed, no control characters, within the limit, and not a
 * build-tool placeholder such as `${version}` or `${file.jarVersion}` that was never filled in.
 */
function usable(value: unknown, max: number): string | undefined {
  const text = asString(value).trim();
  if (!text || text.length > max || text.includes("${") || hasControlCharacter(text)) return undefined;
  return text;
}

/** Mod ids a loader's metadata names that are the platform itself, never a project to depend on. */
const PLATFORM_IDS = new Set([
  "minecraft",
  "java",
  "fabricloader",
  "fabric",
  "quilt_loader",
  "forge",
  "neoforge",
  "javafml",
]);

class Reader {
  readonly result: FileInspection = { loaders: [], gameVersions: [], dependencies: [] };

  constructor(
    readonly filename: string,
    readonly zip: ZipListing,
  ) {}

  text(entry: string) {
    return decode(this.zip.read(entry));
  }

  json(entry: string) {
    return parseJson(this.filename, entry, this.text(entry));
  }

  has(entry: string) {
    return this.zip.names.has(entry);
  }

  versions(constraint: unknown) {
    if (typeof constraint === "string") this.result.gameVersions.push(...gameVersionsMatching(constraint));
    else if (Array.isArray(constraint)) {
      this.result.gameVersions.push(...gameVersionsMatching(constraint.filter((item) => typeof item === "string")));
    }
  }

  depend(dependencyType: SuggestedDependency["dependencyType"], id: unknown) {
    if (typeof id !== "string" || !id.trim() || PLATFORM_IDS.has(id)) return;
    this.result.dependencies.push({ dependencyType, projectSlug: id.trim() });
  }

  /** The first metadata file that names a version wins (files are read most specific first). */
  identify(displayName: unknown, version: unknown) {
    if (this.result.versionNumber !== undefined) return;
    const number = usable(version, VERSION_NUMBER_MAX);
    const name = usable(displayName, VERSION_NAME_MAX);
    if (!number) return;
    this.result.versionNumber = number;
    this.result.name = usable(name ? `${name} ${number}` : number, VERSION_NAME_MAX) ?? number;
  }
}

function readFabric(reader: Reader) {
  if (!reader.has("fabric.mod.json")) return;
  const fabric = asRecord(reader.json("fabric.mod.json"));
  reader.result.loaders.push("fabric");
  reader.identify(fabric.name, fabric.version);
  for (const [id, constraint] of Object.entries(asRecord(fabric.depends))) {
    if (id === "minecraft") reader.versions(constraint);
    else reader.depend("required", id);
  }
  for (const key of ["recommends", "suggests"]) {
    for (const id of Object.keys(asRecord(fabric[key]))) reader.depend("optional", id);
  }
  for (const id of Object.keys(asRecord(fabric.breaks))) reader.depend("incompatible", id);
}

function readQuilt(reader: Reader) {
  if (!reader.has("quilt.mod.json")) return;
  const loader = asRecord(asRecord(reader.json("quilt.mod.json")).quilt_loader);
  reader.result.loaders.push("quilt");
  reader.identify(asRecord(loader.metadata).name, loader.version);
  // A dependency is a mod id, or an object with id, versions and optional.
  const entries = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((item) => (typeof item === "string" ? { id: item } : asRecord(item)));
  for (const dep of entries(loader.depends)) {
    if (dep.id === "minecraft") reader.versions(dep.versions);
    else reader.depend(dep.optional === true ? "optional" : "required", dep.id);
  }
  for (const dep of entries(loader.breaks)) reader.depend("incompatible", dep.id);
}

/** Forge's `${file.jarVersion}` means the jar manifest's Implementation-Version. */
function jarVersion(reader: Reader): string | undefined {
  const manifest = reader.text(JAR_MANIFEST);
  return manifest === undefined ? undefined : manifestAttributes(manifest).get("implementation-version");
}

function readModsToml(reader: Reader) {
  for (const [entry, loader] of [
    ["META-INF/neoforge.mods.toml", "neoforge"],
    ["META-INF/mods.toml", "forge"],
  ] as const) {
    const text = reader.text(entry);
    if (text === undefined) continue;
    let toml: Record<string, unknown>;
    try {
      toml = parseToml(text) as Record<string, unknown>;
    } catch {
      throw refusal("invalid_input", problem("archive.invalidToml", { entry, filename: reader.filename }));
    }
    reader.result.loaders.push(loader);
    const mod = asRecord(Array.isArray(toml.mods) ? toml.mods[0] : undefined);
    const version = mod.version === "${file.jarVersion}" ? jarVersion(reader) : mod.version;
    reader.identify(mod.displayName, version);
    for (const list of Object.values(asRecord(toml.dependencies))) {
      for (const dep of Array.isArray(list) ? list.map(asRecord) : []) {
        if (dep.modId === "minecraft") {
          reader.versions(dep.versionRange);
          continue;
        }
        // Forge says mandatory = true|false; NeoForge says type = required|optional|incompatible|discouraged.
        const type = asString(dep.type).toLowerCase();
        const dependencyType =
          type === "incompatible"
            ? "incompatible"
            : dep.mandatory === true || type === "required"
              ? "required"
              : "optional";
        reader.depend(dependencyType, dep.modId);
      }
    }
  }
}

function readLegacyForge(reader: Reader) {
  const mcmod = reader.json("mcmod.info");
  // mcmod.info is a list of mods, or (format 2) an object with a modList.
  const mods = Array.isArray(mcmod) ? mcmod : asRecord(mcmod).modList;
  if (!Array.isArray(mods)) return;
  reader.result.loaders.push("forge");
  for (const mod of mods.map(asRecord)) {
    reader.versions(mod.mcversion);
    reader.identify(mod.name, mod.version);
  }
}

function readLiteloader(reader: Reader) {
  if (!reader.has("litemod.json")) return;
  const litemod = asRecord(reader.json("litemod.json"));
  reader.result.loaders.push("liteloader");
  reader.versions(litemod.mcversion);
  reader.identify(litemod.displayName ?? litemod.name, litemod.version);
}

function readYaml(reader: Reader, entry: string): Record<string, unknown> | undefined {
  const text = reader.text(entry);
  if (text === undefined) return undefined;
  let yaml: Record<string, unknown>;
  try {
    yaml = asRecord(parseYaml(text));
  } catch {
    throw refusal("invalid_input", problem("archive.invalidYaml", { entry, filename: reader.filename }));
  }
  if (typeof yaml.main !== "string") {
    throw refusal("invalid_input", problem("archive.pluginMainClass", { entry, filename: reader.filename }));
  }
  return yaml;
}

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);

/** The api-version a plugin was built against ("1.20") names that minor line's releases. */
function apiVersions(reader: Reader, yaml: Record<string, unknown>) {
  if (yaml["api-version"] === undefined) return;
  const api = asString(yaml["api-version"]);
  reader.versions(/^\d+\.\d+$/.test(api) ? `${api}.x` : api);
}

function readPlugins(reader: Reader) {
  const paper = readYaml(reader, "paper-plugin.yml");
  if (paper) {
    reader.result.loaders.push("paper", ...(paper["folia-supported"] ? ["folia"] : []));
    reader.identify(paper.name, paper.version);
    apiVersions(reader, paper);
    // Paper's format: dependencies.server / dependencies.bootstrap map a plugin name to { required, load }.
    // Early paper-plugin.yml files listed them as [{ name, required }].
    const dependencies = paper.dependencies;
    const named = Array.isArray(dependencies)
      ? dependencies.map(asRecord).map((dep) => [asString(dep.name), dep] as const)
      : Object.values(asRecord(dependencies)).flatMap((group) =>
          Object.entries(asRecord(group)).map(([name, dep]) => [name, asRecord(dep)] as const),
        );
    for (const [name, dep] of named) reader.depend(dep.required === false ? "optional" : "required", name);
  }
  const bukkit = readYaml(reader, "plugin.yml");
  if (bukkit) {
    reader.result.loaders.push("bukkit", "spigot", "paper", "purpur");
    reader.identify(bukkit.name, bukkit.version);
    apiVersions(reader, bukkit);
    for (const name of stringList(bukkit.depend)) reader.depend("required", name);
    for (const name of stringList(bukkit.softdepend)) reader.depend("optional", name);
  }
  const bungee = readYaml(reader, "bungee.yml");
  if (bungee) {
    reader.result.loaders.push("bungeecord", "waterfall");
    reader.identify(bungee.name, bungee.version);
    for (const name of stringList(bungee.depends)) reader.depend("required", name);
    for (const name of stringList(bungee.softDepends)) reader.depend("optional", name);
  }
  if (reader.has("velocity-plugin.json")) {
    const velocity = asRecord(reader.json("velocity-plugin.json"));
    reader.result.loaders.push("velocity");
    reader.identify(velocity.name ?? velocity.id, velocity.version);
    for (const dep of Array.isArray(velocity.dependencies) ? velocity.dependencies.map(asRecord) : []) {
      reader.depend(dep.optional === true ? "optional" : "required", dep.id);
    }
  }
  if (reader.has("sponge_plugins.json") || reader.has("META-INF/sponge_plugins.json")) {
    reader.result.loaders.push("sponge");
  }
}

/** A pack format as a whole number: `n`, or the major part of `[major, minor]` (min_format and max_format). */
function formatNumber(value: unknown): number | undefined {
  const major = Array.isArray(value) ? value[0] : value;
  return typeof major === "number" && Number.isInteger(major) && major >= 0 ? major : undefined;
}

/** pack.mcmeta: a data pack when it has a data/ folder, else a resource pack; its format names the game versions. */
function readPack(reader: Reader) {
  if (!reader.has("pack.mcmeta")) return;
  const pack = asRecord(asRecord(reader.json("pack.mcmeta")).pack);
  const kind = [...reader.zip.names].some((name) => name.startsWith("data/")) ? "datapack" : "minecraft";
  reader.result.loaders.push(kind);
  // supported_formats is a number, [min, max] or { min_inclusive, max_inclusive }; pack_format alone is one;
  // newer packs may name min_format and max_format (a number or [major, minor]) instead.
  const supported = pack.supported_formats;
  const range = asRecord(supported);
  const bounds: unknown[] =
    typeof supported === "number"
      ? [supported, supported]
      : Array.isArray(supported)
        ? [supported[0], supported[1]]
        : [
            range.min_inclusive ?? pack.pack_format ?? pack.min_format,
            range.max_inclusive ?? pack.pack_format ?? pack.max_format,
          ];
  const [min, max] = bounds.map(formatNumber);
  if (min === undefined || max === undefined || min > max) return;
  const table = kind === "datapack" ? "data" : "resource";
  reader.result.gameVersions.push(...gameVersionsForPackFormat(table, min, max));
  // Past the table's newest format there is nothing to look up: say so rather than guess.
  if (max > newestPackFormat(table)) reader.result.newerPackFormat = max;
}

/** modrinth.index.json: the pack's version id and name, the loaders and the Minecraft version it runs on. */
export function readMrpackIndex(index: Record<string, unknown>): Omit<FileInspection, "dependencies"> {
  const result: Omit<FileInspection, "dependencies"> = { loaders: [], gameVersions: [] };
  const number = usable(index.versionId, VERSION_NUMBER_MAX);
  if (number) {
    result.versionNumber = number;
    const name = usable(index.name, VERSION_NAME_MAX);
    result.name = usable(name ? `${name} ${number}` : number, VERSION_NAME_MAX) ?? number;
  }
  const deps = asRecord(index.dependencies);
  if (deps["fabric-loader"]) result.loaders.push("fabric");
  if (deps["quilt-loader"]) result.loaders.push("quilt");
  if (deps.forge) result.loaders.push("forge");
  if (deps.neoforge) result.loaders.push("neoforge");
  if (typeof deps.minecraft === "string") result.gameVersions = gameVersionsMatching(deps.minecraft);
  return result;
}

/** What a mod, plugin or pack archive's metadata says, most specific format first. */
export function readFileMetadata(filename: string, zip: ZipListing): FileInspection {
  const reader = new Reader(filename, zip);
  readFabric(reader);
  readQuilt(reader);
  readModsToml(reader);
  readLegacyForge(reader);
  readLiteloader(reader);
  if (reader.has("riftmod.json")) reader.result.loaders.push("rift");
  readPlugins(reader);
  readPack(reader);
  if ([...zip.names].some((name) => name.startsWith("shaders/"))) reader.result.loaders.push("iris", "optifine");
  const { result } = reader;
  const seen = new Set<string>();
  return {
    ...result,
    loaders: [...new Set(result.loaders)],
    gameVersions: [...new Set(result.gameVersions)],
    dependencies: result.dependencies.filter((dep) => {
      const key = dep.projectSlug ?? "";
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}
