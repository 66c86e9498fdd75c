import { PLUGIN_LOADERS, PROXY_LOADERS } from "../../../tags/loaders";

/** The primary file: the one flagged primary, else the first, else a placeholder named unknown of size 0. */
export function primaryFile<F extends { primary: boolean }>(
  files: readonly F[],
): F | { filename: "unknown"; size: 0; primary: false; placeholder: true } {
  return (
    files.find((file) => file.primary) ??
    files[0] ?? { filename: "unknown", size: 0, primary: false, placeholder: true }
  );
}

/** Url endings that are pages of their own under `/version/` (the upload form), never a version number. */
const RESERVED_VERSION_ENDINGS: ReadonlySet<string> = new Set(["new"]);

/**
 * The url ending of a version page: its version number, except the id when an earlier version of the project
 * already used that number, or when the number is the address of another page (`/version/new`).
 */
export function versionAddress(
  version: { id: string; versionNumber: string; datePublished: Date },
  projectVersions: readonly { id: string; versionNumber: string; datePublished: Date }[],
): string {
  const earlier = projectVersions.some(
    (other) =>
      other.id !== version.id &&
      other.versionNumber === version.versionNumber &&
      (other.datePublished < version.datePublished ||
        (other.datePublished.getTime() === version.datePublished.getTime() && other.id < version.id)),
  );
  return earlier || RESERVED_VERSION_ENDINGS.has(version.versionNumber)
    ? version.id
    : encodeURIComponent(version.versionNumber);
}

const PLUGIN_FAMILY: readonly string[] = [...PLUGIN_LOADERS, ...PROXY_LOADERS];

/**
 * The type a project is shown as in its URL: a mod, plugin or data pack project whose loaders include the data
 * pack loader is a datapack; otherwise one with any plugin loader is a plugin; otherwise a mod. Modpacks,
 * resource packs and shaders keep their own type, and so does a project without loaders yet.
 */
export function displayType(projectType: string, loaders: readonly string[]): string {
  if (projectType !== "mod" && projectType !== "plugin" && projectType !== "datapack") return projectType;
  if (loaders.length === 0) return projectType;
  if (loaders.includes("datapack")) return "datapack";
  if (loaders.some((loader) => PLUGIN_FAMILY.includes(loader))) return "plugin";
  return "mod";
}
