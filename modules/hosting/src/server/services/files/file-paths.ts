import { AppError } from "@hopper/core/errors";

// A path typed by a user goes to the agent, which jails it (component checks, no symlink leaving the root). The web
// app still refuses the traversal forms early with a clear 400, so a hostile path never reaches a node and the
// person who typed it by mistake reads why (docs/hosting.md "Files").

/** The longest path the panel accepts (the agent takes 4096; no Minecraft server needs more than this). */
export const PATH_MAX = 1024;

const refused = (why: string) => new AppError("invalid_input", `That path is not allowed: ${why}.`, { path: why });

function checkRaw(path: string): void {
  if (path.includes("\0")) throw refused("it contains a NUL byte");
  if (path.includes("\\")) throw refused("use / between folders, not backslashes");
  if (path.startsWith("/")) throw refused("paths are relative to the server's folder and cannot start with /");
  if (/^[A-Za-z]:/.test(path)) throw refused("paths are relative to the server's folder, not a drive");
  if (path.split("/").some((part) => part === "..")) throw refused("it cannot go up a folder with ..");
}

/**
 * The path a user gave, checked and normalised ("" is the server's root folder; "a//b/./c/" is "a/b/c"): refuses
 * NUL bytes, backslashes, absolute and drive paths and `..` components, and the same once percent-decoded
 * (`%2e%2e/x`), since some layer between here and a file system might decode it.
 */
export function userPath(raw: string, { root = true }: { root?: boolean } = {}): string {
  if (raw.length > PATH_MAX) throw refused(`it is longer than ${PATH_MAX} characters`);
  checkRaw(raw);
  let decoded: string | null = null;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a lone % is an ordinary character of a file name: nothing decodes to a traversal
  }
  if (decoded !== null && decoded !== raw) checkRaw(decoded);
  const normal = raw
    .split("/")
    .filter((part) => part !== "" && part !== ".")
    .join("/");
  if (!root && normal === "") throw refused("choose a file or folder inside the server's folder");
  return normal;
}

/** Several paths (a delete or an archive of a selection). */
export function userPaths(raw: readonly string[]): string[] {
  return raw.map((path) => userPath(path, { root: false }));
}

/** The folder part of a path ("" for the root). */
export const parentOf = (path: string) => path.split("/").slice(0, -1).join("/");

/** The last component of a path. */
export const baseName = (path: string) => path.split("/").pop() ?? "";
