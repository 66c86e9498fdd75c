import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";

import { AppError } from "@hopper/core/errors";

import { readZip, readZipFile } from "./archive";
import type { ZipLimits, ZipListing } from "./archive";
import { JAR_MANIFEST, manifestAttributes } from "./jar-manifest";
import { gameVersionsMatching } from "../version-ranges";

export const ARCHIVE_EXTENSIONS = ["jar", "zip", "litemod", "mrpack"] as const;
export const SIGNATURE_EXTENSIONS = ["asc", "gpg", "sig"] as const;
export const FILE_TYPES = [
  "required-resource-pack",
  "optional-resource-pack",
  "sources-jar",
  "dev-jar",
  "javadoc-jar",
  "signature",
] as const;

export const WRONG_FILE_TYPE =
  "Files must be .jar, .zip, .litemod or .mrpack archives, or .asc, .gpg or .sig signatures.";
export const USE_MRPACK = "Modpacks must be uploaded in the .mrpack format.";
export const OTHER_LAUNCHER_EXPORT =
  "This looks like a modpack exported by another launcher. Modpacks must be uploaded in the .mrpack format.";
export const MRPACK_ONLY_FOR_MODPACKS = "Only modpack projects can have .mrpack files.";

export const CONTENT_TYPES: Record<string, string> = {
  jar: "application/java-archive",
  zip: "application/zip",
  litemod: "application/zip",
  mrpack: "application/x-modrinth-modpack+zip",
  asc: "application/pgp-signature",
  gpg: "application/pgp-signature",
  sig: "application/pgp-signature",
};

export const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? "";

export interface SuggestedDependency {
  dependencyType: "required" | "optional" | "incompatible" | "embedded";
  /** A mod id or project slug named by the metadata. */
  projectSlug?: string;
  /** Inside a modpack: sha1 of a listed file, and its path. */
  sha1?: string;
  fileName?: string;
}

export interface FileInspection {
  /** Loaders, game versions and dependencies the metadata names, to pre-fill the upload form. */
  loaders: string[];
  gameVersions: string[];
  dependencies: SuggestedDependency[];
}

interface Check {
  loaders: readonly string[];
  extensions: readonly string[];
  /** Any one of these must exist; `shaders/` means a folder. */
  anyOf: readonly string[];
  /** For loaders whose metadata is not one fixed file: the test, and what the refusal says is missing. */
  custom?: { test: (zip: ZipListing) => boolean; needs: string };
  kind: string;
}

const decode = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

/** The manifest attributes that start a Java agent: -javaagent, the attach API, an executable jar's agent. */
const AGENT_ATTRIBUTES = ["Premain-Class", "Agent-Class", "Launcher-Agent-Class"];

function isJavaAgent(zip: ZipListing): boolean {
  const text = decode(zip.read(JAR_MANIFEST));
  if (text === undefined) return false;
  const attributes = manifestAttributes(text);
  return AGENT_ATTRIBUTES.some((name) => Boolean(attributes.get(name.toLowerCase())));
}

/** Files directly at the archive's root whose name matches. */
const hasRootFile = (zip: ZipListing, pattern: RegExp) =>
  [...zip.names].some((name) => !name.includes("/") && pattern.test(name));

/** The metadata check that fits each loader. */
const CHECKS: readonly Check[] = [
  {
    loaders: ["fabric", "legacy-fabric", "babric", "bta-babric", "ornithe"],
    extensions: ["jar"],
    anyOf: ["fabric.mod.json"],
    kind: "Fabric mod",
  },
  { loaders: ["quilt"], extensions: ["jar", "zip"], anyOf: ["quilt.mod.json", "fabric.mod.json"], kind: "Quilt mod" },
  { loaders: ["forge"], extensions: ["jar", "zip"], anyOf: ["META-INF/mods.toml", "mcmod.info"], kind: "Forge mod" },
  {
    loaders: ["neoforge"],
    extensions: ["jar", "zip"],
    anyOf: ["META-INF/neoforge.mods.toml", "META-INF/mods.toml"],
    kind: "NeoForge mod",
  },
  { loaders: ["liteloader"], extensions: ["litemod", "jar"], anyOf: ["litemod.json"], kind: "LiteLoader mod" },
  { loaders: ["rift"], extensions: ["jar"], anyOf: ["riftmod.json"], kind: "Rift mod" },
  {
    loaders: ["bukkit", "spigot", "paper", "purpur", "folia"],
    extensions: ["jar", "zip"],
    anyOf: ["plugin.yml", "paper-plugin.yml"],
    kind: "server plugin",
  },
  {
    loaders: ["bungeecord", "waterfall"],
    extensions: ["jar", "zip"],
    anyOf: ["bungee.yml", "plugin.yml"],
    kind: "proxy plugin",
  },
  { loaders: ["velocity"], extensions: ["jar", "zip"], anyOf: ["velocity-plugin.json"], kind: "Velocity plugin" },
  {
    loaders: ["sponge"],
    extensions: ["jar", "zip"],
    anyOf: ["META-INF/sponge_plugins.json", "sponge_plugins.json", "mcmod.info"],
    kind: "Sponge plugin",
  },
  { loaders: ["minecraft"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "resource pack" },
  { loaders: ["datapack"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "data pack" },
  { loaders: ["iris", "optifine"], extensions: ["zip"], anyOf: ["shaders/"], kind: "shader pack" },
  { loaders: ["canvas", "vanilla"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "shader pack" },
  {
    loaders: ["java-agent"],
    extensions: ["jar"],
    anyOf: [],
    custom: { test: isJavaAgent, needs: `${JAR_MANIFEST} naming a Premain-Class, Agent-Class or Launcher-Agent-Class` },
    kind: "Java agent",
  },
  {
    // NilLoader finds a mod by its `{id}.nilmod.css` descriptor at the jar's root.
    loaders: ["nilloader"],
    extensions: ["jar"],
    anyOf: [],
    custom: { test: (zip) => hasRootFile(zip, /\.nilmod\.css$/), needs: "a .nilmod.css file at its root" },
    kind: "NilLoader mod",
  },
  {
    // Risugami's ModLoader loads classes named mod_*.class from the default package; its mods were zips or jars.
    loaders: ["modloader"],
    extensions: ["jar", "zip"],
    anyOf: [],
    custom: { test: (zip) => hasRootFile(zip, /^mod_[^/]+\.class$/), needs: "a mod_*.class file at its root" },
    kind: "ModLoader mod",
  },
];

const METADATA_FILES = new Set([
  ...CHECKS.flatMap((check) => check.anyOf.filter((name) => !name.endsWith("/"))),
  "modrinth.index.json",
  JAR_MANIFEST,
]);

function hasEntry(zip: ZipListing, name: string): boolean {
  if (name.endsWith("/")) return [...zip.names].some((entry) => entry.startsWith(name));
  return zip.names.has(name);
}

/** A zip exported by another launcher: manifest.json with modlist.html, or jars directly under mods/. */
function looksLikeOtherLauncherExport(zip: ZipListing): boolean {
  return (
    (zip.names.has("manifest.json") && zip.names.has("modlist.html")) ||
    [...zip.names].some((name) => /^mods\/[^/]+\.jar$/i.test(name))
  );
}

const missingMetadata = (filename: string, check: Check) =>
  `${filename} is not a valid ${check.kind}: it must contain ${check.custom?.needs ?? check.anyOf.map((name) => (name.endsWith("/") ? `a ${name} folder` : name)).join(" or ")}.`;
const wrongExtension = (filename: string, check: Check) =>
  `A ${check.kind} must be a ${check.extensions.map((ext) => `.${ext}`).join(" or ")} file, not ${filename}.`;

function parseJson(filename: string, entry: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", `${entry} in ${filename} is not valid JSON.`);
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Reads `.mrpack` modpacks: modrinth.index.json, game minecraft, every file with sha1 and sha512. */
function inspectMrpack(filename: string, zip: ZipListing): FileInspection {
  const index = asRecord(parseJson(filename, "modrinth.index.json", decode(zip.read("modrinth.index.json"))));
  if (!zip.names.has("modrinth.index.json")) {
    throw new AppError("invalid_input", `${filename} is not a valid modpack: it must contain modrinth.index.json.`);
  }
  if (index.game !== "minecraft") {
    throw new AppError(
      "invalid_input",
      `${filename} is not a valid modpack: modrinth.index.json must say "game": "minecraft".`,
    );
  }
  const files = Array.isArray(index.files) ? index.files.map(asRecord) : [];
  const hasOverrides = [...zip.names].some((name) => /^(client-|server-)?overrides\//.test(name));
  if (files.length === 0 && !hasOverrides) {
    throw new AppError("invalid_input", `${filename} is not a valid modpack: it lists no files and has no overrides.`);
  }
  const dependencies: SuggestedDependency[] = [];
  for (const file of files) {
    const hashes = asRecord(file.hashes);
    const path = typeof file.path === "string" ? file.path : "?";
    if (typeof hashes.sha1 !== "string" || typeof hashes.sha512 !== "string") {
      throw new AppError(
        "invalid_input",
        `${filename}: the modpack file ${path} must have both sha1 and sha512 hashes.`,
      );
    }
    if (path.includes("..") || path.startsWith("/") || path.includes("\\")) {
      throw new AppError("invalid_input", `${filename}: the modpack file path ${path} is unsafe.`);
    }
    dependencies.push({ dependencyType: "embedded", sha1: hashes.sha1.toLowerCase(), fileName: path });
  }
  const deps = asRecord(index.dependencies);
  const loaders: string[] = [];
  if (deps["fabric-loader"]) loaders.push("fabric");
  if (deps["quilt-loader"]) loaders.push("quilt");
  if (deps.forge) loaders.push("forge");
  if (deps.neoforge) loaders.push("neoforge");
  const minecraft = typeof deps.minecraft === "string" ? gameVersionsMatching(deps.minecraft) : [];
  return { loaders, gameVersions: minecraft, dependencies };
}

function suggestFromMetadata(filename: string, zip: ZipListing): FileInspection {
  const result: FileInspection = { loaders: [], gameVersions: [], dependencies: [] };
  const addVersions = (constraint: unknown) => {
    if (typeof constraint === "string" || Array.isArray(constraint)) {
      result.gameVersions.push(...gameVersionsMatching(constraint as string | string[]));
    }
  };
  const fabric = asRecord(parseJson(filename, "fabric.mod.json", decode(zip.read("fabric.mod.json"))));
  if (zip.names.has("fabric.mod.json")) {
    result.loaders.push("fabric");
    for (const [id, constraint] of Object.entries(asRecord(fabric.depends))) {
      if (id === "minecraft") addVersions(constraint);
      else if (!["fabricloader", "java", "fabric"].includes(id))
        result.dependencies.push({ dependencyType: "required", projectSlug: id });
    }
    for (const id of Object.keys(asRecord(fabric.breaks)))
      result.dependencies.push({ dependencyType: "incompatible", projectSlug: id });
  }
  if (zip.names.has("quilt.mod.json")) {
    result.loaders.push("quilt");
    const quilt = asRecord(
      asRecord(parseJson(filename, "quilt.mod.json", decode(zip.read("quilt.mod.json")))).quilt_loader,
    );
    for (const dep of Array.isArray(quilt.depends) ? quilt.depends.map(asRecord) : []) {
      if (dep.id === "minecraft") addVersions(dep.versions);
    }
  }
  for (const [entry, loader] of [
    ["META-INF/mods.toml", "forge"],
    ["META-INF/neoforge.mods.toml", "neoforge"],
  ] as const) {
    const text = decode(zip.read(entry));
    if (text === undefined) continue;
    let toml: Record<string, unknown>;
    try {
      toml = parseToml(text) as Record<string, unknown>;
    } catch {
      throw new AppError("invalid_input", `${entry} in ${filename} is not valid TOML.`);
    }
    result.loaders.push(loader);
    for (const list of Object.values(asRecord(toml.dependencies))) {
      for (const dep of Array.isArray(list) ? list.map(asRecord) : []) {
        if (dep.modId === "minecraft") addVersions(dep.versionRange);
        else if (dep.modId !== "forge" && dep.modId !== "neoforge" && typeof dep.modId === "string") {
          const required = dep.mandatory === true || dep.type === "required";
          result.dependencies.push({ dependencyType: required ? "required" : "optional", projectSlug: dep.modId });
        }
      }
    }
  }
  const mcmod = parseJson(filename, "mcmod.info", decode(zip.read("mcmod.info")));
  if (Array.isArray(mcmod)) {
    result.loaders.push("forge");
    for (const mod of mcmod.map(asRecord)) addVersions(mod.mcversion);
  }
  const litemod = asRecord(parseJson(filename, "litemod.json", decode(zip.read("litemod.json"))));
  if (zip.names.has("litemod.json")) {
    result.loaders.push("liteloader");
    addVersions(litemod.mcversion);
  }
  if (zip.names.has("riftmod.json")) result.loaders.push("rift");
  for (const entry of ["plugin.yml", "paper-plugin.yml", "bungee.yml"]) {
    const text = decode(zip.read(entry));
    if (text === undefined) continue;
    let yaml: Record<string, unknown>;
    try {
      yaml = asRecord(parseYaml(text));
    } catch {
      throw new AppError("invalid_input", `${entry} in ${filename} is not valid YAML.`);
    }
    if (typeof yaml.main !== "string") {
      throw new AppError("invalid_input", `${entry} in ${filename} must name the plugin's main class.`);
    }
    if (entry === "bungee.yml") result.loaders.push("bungeecord", "waterfall");
    else if (entry === "paper-plugin.yml") result.loaders.push("paper", ...(yaml["folia-supported"] ? ["folia"] : []));
    else result.loaders.push("bukkit", "spigot", "paper", "purpur");
    if (yaml["api-version"] !== undefined) addVersions(`${String(yaml["api-version"])}.x`);
    for (const dep of Array.isArray(yaml.depend) ? yaml.depend : []) {
      if (typeof dep === "string") result.dependencies.push({ dependencyType: "required", projectSlug: dep });
    }
  }
  if (zip.names.has("velocity-plugin.json")) result.loaders.push("velocity");
  if (zip.names.has("sponge_plugins.json") || zip.names.has("META-INF/sponge_plugins.json"))
    result.loaders.push("sponge");
  if (zip.names.has("pack.mcmeta")) {
    parseJson(filename, "pack.mcmeta", decode(zip.read("pack.mcmeta")));
    result.loaders.push([...zip.names].some((name) => name.startsWith("data/")) ? "datapack" : "minecraft");
  }
  if (hasEntry(zip, "shaders/")) result.loaders.push("iris", "optifine");
  result.loaders = [...new Set(result.loaders)];
  result.gameVersions = [...new Set(result.gameVersions)];
  return result;
}

export interface InspectContext {
  projectType: string;
  /** The loaders chosen for the version; empty when only asking for suggestions. */
  loaders: readonly string[];
  limits: ZipLimits;
  /** Only the primary file must pass the loader's metadata check. */
  primary: boolean;
  fileType?: string | null;
}

/** The checks before the archive is opened; true when the file is a signature (nothing more to check). */
function checkType(filename: string, context: InspectContext): boolean {
  const ext = extensionOf(filename);
  if ((SIGNATURE_EXTENSIONS as readonly string[]).includes(ext)) return true;
  if (context.fileType === "signature") {
    throw new AppError("invalid_input", "A signature must be a .asc, .gpg or .sig file.");
  }
  if (!(ARCHIVE_EXTENSIONS as readonly string[]).includes(ext)) throw new AppError("invalid_input", WRONG_FILE_TYPE);
  if (ext === "mrpack" && context.projectType !== "modpack")
    throw new AppError("invalid_input", MRPACK_ONLY_FOR_MODPACKS);
  return false;
}

const noSuggestions = (): FileInspection => ({ loaders: [], gameVersions: [], dependencies: [] });
const isMetadata = (name: string) => METADATA_FILES.has(name);

/** The checks on the archive's listing and metadata. */
function checkArchive(filename: string, zip: ZipListing, context: InspectContext): FileInspection {
  const ext = extensionOf(filename);
  if (ext === "mrpack") return inspectMrpack(filename, zip);
  if (looksLikeOtherLauncherExport(zip)) throw new AppError("invalid_input", OTHER_LAUNCHER_EXPORT);
  if (context.projectType === "modpack" && context.primary) throw new AppError("invalid_input", USE_MRPACK);

  const suggestions = suggestFromMetadata(filename, zip);
  if (context.primary && !context.fileType && context.loaders.length > 0) {
    const checks = context.loaders.flatMap((loader) => CHECKS.filter((check) => check.loaders.includes(loader)));
    const passes = (check: Check) =>
      check.extensions.includes(ext) &&
      (check.custom ? check.custom.test(zip) : check.anyOf.some((name) => hasEntry(zip, name)));
    if (checks.length > 0 && !checks.some(passes)) {
      const first = checks[0]!;
      throw new AppError(
        "invalid_input",
        first.extensions.includes(ext) ? missingMetadata(filename, first) : wrongExtension(filename, first),
      );
    }
  }
  return suggestions;
}

/**
 * Checks one uploaded file: type, zip integrity, zip-bomb guard, the metadata check that fits the version's
 * loaders (for the primary file), and reads suggestions from its metadata. Throws invalid_input with the
 * message shown to the uploader. The file is read from disk (an upload spooled to a temp file): only the
 * zip's central directory and its small metadata entries are read.
 */
export async function inspectFileAt(filename: string, file: string, context: InspectContext): Promise<FileInspection> {
  if (checkType(filename, context)) return noSuggestions();
  return checkArchive(filename, await readZipFile(filename, file, context.limits, isMetadata), context);
}

/** inspectFile for a file held in memory (same checks, same messages). */
export function inspectFile(filename: string, bytes: Uint8Array, context: InspectContext): FileInspection {
  if (checkType(filename, context)) return noSuggestions();
  return checkArchive(filename, readZip(filename, bytes, context.limits, isMetadata), context);
}
