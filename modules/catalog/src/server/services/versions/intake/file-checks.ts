import { readZip, readZipFile, readZipPieces } from "./archive";
import type { ZipLimits, ZipListing } from "./archive";
import type { ZipPiecesView } from "./zip-pieces";
import { JAR_MANIFEST, manifestAttributes } from "./jar-manifest";
import { asRecord, decode, METADATA_ENTRIES, parseJson, readFileMetadata, readMrpackIndex } from "./file-metadata";
import type { FileInspection, SuggestedDependency } from "./file-metadata";
import { problem, refusal } from "../../refusals";
import type { Problem } from "../../refusals";

export type { FileInspection, SuggestedDependency } from "./file-metadata";

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

export const WRONG_FILE_TYPE = problem("archive.wrongFileType").text;
export const USE_MRPACK = problem("archive.useMrpack").text;
export const OTHER_LAUNCHER_EXPORT = problem("archive.otherLauncherExport").text;
export const MRPACK_ONLY_FOR_MODPACKS = problem("archive.mrpackOnlyForModpacks").text;

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

/** What a check says the file must be: a branch of the refusal catalogue's `kind` select (ui/messages/errors.ts). */
type Kind =
  | "fabricMod"
  | "quiltMod"
  | "forgeMod"
  | "neoforgeMod"
  | "liteloaderMod"
  | "riftMod"
  | "serverPlugin"
  | "proxyPlugin"
  | "velocityPlugin"
  | "spongePlugin"
  | "resourcePack"
  | "dataPack"
  | "shaderPack"
  | "javaAgent"
  | "nilloaderMod"
  | "modloaderMod";

interface Check {
  loaders: readonly string[];
  extensions: readonly string[];
  /** Any one of these must exist (at most three); `shaders/` alone means a folder. */
  anyOf: readonly string[];
  /** For loaders whose metadata is not one fixed file: the test, and the refusal that says what is missing. */
  custom?: { test: (zip: ZipListing) => boolean; missing: (filename: string, kind: Kind) => Problem };
  kind: Kind;
}

/** The manifest attributes that start a Java agent: -javaagent, the attach API, an executable jar's agent. */
const AGENT_ATTRIBUTES = ["Premain-Class", "Agent-Class", "Launcher-Agent-Class"] as const;

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
    kind: "fabricMod",
  },
  { loaders: ["quilt"], extensions: ["jar", "zip"], anyOf: ["quilt.mod.json", "fabric.mod.json"], kind: "quiltMod" },
  { loaders: ["forge"], extensions: ["jar", "zip"], anyOf: ["META-INF/mods.toml", "mcmod.info"], kind: "forgeMod" },
  {
    loaders: ["neoforge"],
    extensions: ["jar", "zip"],
    anyOf: ["META-INF/neoforge.mods.toml", "META-INF/mods.toml"],
    kind: "neoforgeMod",
  },
  { loaders: ["liteloader"], extensions: ["litemod", "jar"], anyOf: ["litemod.json"], kind: "liteloaderMod" },
  { loaders: ["rift"], extensions: ["jar"], anyOf: ["riftmod.json"], kind: "riftMod" },
  {
    loaders: ["bukkit", "spigot", "paper", "purpur", "folia"],
    extensions: ["jar", "zip"],
    anyOf: ["plugin.yml", "paper-plugin.yml"],
    kind: "serverPlugin",
  },
  {
    loaders: ["bungeecord", "waterfall"],
    extensions: ["jar", "zip"],
    anyOf: ["bungee.yml", "plugin.yml"],
    kind: "proxyPlugin",
  },
  { loaders: ["velocity"], extensions: ["jar", "zip"], anyOf: ["velocity-plugin.json"], kind: "velocityPlugin" },
  {
    loaders: ["sponge"],
    extensions: ["jar", "zip"],
    anyOf: ["META-INF/sponge_plugins.json", "sponge_plugins.json", "mcmod.info"],
    kind: "spongePlugin",
  },
  { loaders: ["minecraft"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "resourcePack" },
  { loaders: ["datapack"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "dataPack" },
  { loaders: ["iris", "optifine"], extensions: ["zip"], anyOf: ["shaders/"], kind: "shaderPack" },
  { loaders: ["canvas", "vanilla"], extensions: ["zip"], anyOf: ["pack.mcmeta"], kind: "shaderPack" },
  {
    loaders: ["java-agent"],
    extensions: ["jar"],
    anyOf: [],
    custom: {
      test: isJavaAgent,
      missing: (filename, kind) =>
        problem("archive.missingAgentManifest", {
          filename,
          kind,
          manifest: JAR_MANIFEST,
          first: AGENT_ATTRIBUTES[0],
          second: AGENT_ATTRIBUTES[1],
          third: AGENT_ATTRIBUTES[2],
        }),
    },
    kind: "javaAgent",
  },
  {
    // NilLoader finds a mod by its `{id}.nilmod.css` descriptor at the jar's root.
    loaders: ["nilloader"],
    extensions: ["jar"],
    anyOf: [],
    custom: {
      test: (zip) => hasRootFile(zip, /\.nilmod\.css$/),
      missing: (filename, kind) => problem("archive.missingRootFile", { filename, kind, pattern: ".nilmod.css" }),
    },
    kind: "nilloaderMod",
  },
  {
    // Risugami's ModLoader loads classes named mod_*.class from the default package; its mods were zips or jars.
    loaders: ["modloader"],
    extensions: ["jar", "zip"],
    anyOf: [],
    custom: {
      test: (zip) => hasRootFile(zip, /^mod_[^/]+\.class$/),
      missing: (filename, kind) => problem("archive.missingRootFile", { filename, kind, pattern: "mod_*.class" }),
    },
    kind: "modloaderMod",
  },
];

const METADATA_FILES = new Set<string>([
  ...CHECKS.flatMap((check) => check.anyOf.filter((name) => !name.endsWith("/"))),
  ...METADATA_ENTRIES,
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

/** The refusal of a file without its loader's metadata: the entries looked for are the message's values. */
function missingMetadata(filename: string, check: Check): Problem {
  const { kind, anyOf } = check;
  if (check.custom) return check.custom.missing(filename, kind);
  const [first = "", second = "", third = ""] = anyOf;
  if (anyOf.length === 1 && first.endsWith("/"))
    return problem("archive.missingFolder", { filename, kind, folder: first });
  if (anyOf.length === 1) return problem("archive.missingMetadata", { filename, kind, entry: first });
  if (anyOf.length === 2) return problem("archive.missingMetadataEither", { filename, kind, first, second });
  return problem("archive.missingMetadataAny", { filename, kind, first, second, third });
}

/** The refusal of a file whose extension the loader does not load (one or two extensions per check). */
function wrongExtension(filename: string, check: Check): Problem {
  const [first = "", second] = check.extensions.map((ext) => `.${ext}`);
  const { kind } = check;
  return second === undefined
    ? problem("archive.wrongExtension", { filename, kind, extension: first })
    : problem("archive.wrongExtensionEither", { filename, kind, first, second });
}

/** Reads `.mrpack` modpacks: modrinth.index.json, game minecraft, every file with sha1 and sha512. */
function inspectMrpack(filename: string, zip: ZipListing): FileInspection {
  const index = asRecord(parseJson(filename, "modrinth.index.json", decode(zip.read("modrinth.index.json"))));
  if (!zip.names.has("modrinth.index.json")) {
    throw refusal("invalid_input", problem("archive.noModpackIndex", { filename }));
  }
  if (index.game !== "minecraft") {
    throw refusal("invalid_input", problem("archive.modpackGame", { filename }));
  }
  const files = Array.isArray(index.files) ? index.files.map(asRecord) : [];
  const hasOverrides = [...zip.names].some((name) => /^(client-|server-)?overrides\//.test(name));
  if (files.length === 0 && !hasOverrides) {
    throw refusal("invalid_input", problem("archive.emptyModpack", { filename }));
  }
  const dependencies: SuggestedDependency[] = [];
  for (const file of files) {
    const hashes = asRecord(file.hashes);
    const path = typeof file.path === "string" ? file.path : "?";
    if (typeof hashes.sha1 !== "string" || typeof hashes.sha512 !== "string") {
      throw refusal("invalid_input", problem("archive.modpackFileHashes", { filename, path }));
    }
    if (path.includes("..") || path.startsWith("/") || path.includes("\\")) {
      throw refusal("invalid_input", problem("archive.modpackUnsafePath", { filename, path }));
    }
    dependencies.push({ dependencyType: "embedded", sha1: hashes.sha1.toLowerCase(), fileName: path });
  }
  return { ...readMrpackIndex(index), dependencies };
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
    throw refusal("invalid_input", problem("archive.signatureType"));
  }
  if (!(ARCHIVE_EXTENSIONS as readonly string[]).includes(ext))
    throw refusal("invalid_input", problem("archive.wrongFileType"));
  if (ext === "mrpack" && context.projectType !== "modpack")
    throw refusal("invalid_input", problem("archive.mrpackOnlyForModpacks"));
  return false;
}

const noSuggestions = (): FileInspection => ({ loaders: [], gameVersions: [], dependencies: [] });
const isMetadata = (name: string) => METADATA_FILES.has(name);

/** The checks on the archive's listing and metadata. */
function checkArchive(filename: string, zip: ZipListing, context: InspectContext): FileInspection {
  const ext = extensionOf(filename);
  if (ext === "mrpack") return inspectMrpack(filename, zip);
  if (looksLikeOtherLauncherExport(zip)) throw refusal("invalid_input", problem("archive.otherLauncherExport"));
  if (context.projectType === "modpack" && context.primary)
    throw refusal("invalid_input", problem("archive.useMrpack"));

  const suggestions = readFileMetadata(filename, zip);
  if (context.primary && !context.fileType && context.loaders.length > 0) {
    const checks = context.loaders.flatMap((loader) => CHECKS.filter((check) => check.loaders.includes(loader)));
    const passes = (check: Check) =>
      check.extensions.includes(ext) &&
      (check.custom ? check.custom.test(zip) : check.anyOf.some((name) => hasEntry(zip, name)));
    if (checks.length > 0 && !checks.some(passes)) {
      const first = checks[0]!;
      throw refusal(
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

/**
 * inspectFileAt for an archive of which only the runs the upload form's suggestions need were sent (its end,
 * central directory and metadata entries): the same checks and messages, read through the same zip reader.
 */
export async function inspectPieces(
  filename: string,
  view: ZipPiecesView,
  context: InspectContext,
): Promise<FileInspection> {
  if (checkType(filename, context)) return noSuggestions();
  return checkArchive(filename, await readZipPieces(filename, view, context.limits, isMetadata), context);
}

/** inspectFile for a file held in memory (same checks, same messages). */
export function inspectFile(filename: string, bytes: Uint8Array, context: InspectContext): FileInspection {
  if (checkType(filename, context)) return noSuggestions();
  return checkArchive(filename, readZip(filename, bytes, context.limits, isMetadata), context);
}
