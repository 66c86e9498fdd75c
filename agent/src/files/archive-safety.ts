import path from "node:path";
import * as tar from "tar";
import { AgentError, badRequest, forbiddenPath } from "../errors.js";
import type { ArchiveLimits } from "./zip-archive.js";

/**
 * Reads an archive's table of contents and refuses it if any entry would land outside the extraction
 * directory (absolute names, `..`, Windows drive or backslash tricks) or is a link or device. Checking
 * everything before writing anything means a malicious archive leaves no partial output.
 * Returns the total size of the regular files, for the disk quota.
 */
export async function inspectArchive(file: string, limits?: ArchiveLimits): Promise<number> {
  let total = 0;
  let entries = 0;
  let problem: string | null = null;
  await tar.t({
    file,
    onReadEntry: (entry) => {
      const name = entry.path;
      if (problem) return;
      if (name.includes("\0") || name.includes("\\") || /^[A-Za-z]:/.test(name) || path.posix.isAbsolute(name)) {
        problem = `Archive entry '${name}' has an absolute or invalid path`;
      } else if (name.split("/").includes("..")) {
        problem = `Archive entry '${name}' would be extracted outside the destination`;
      } else if (entry.type !== "File" && entry.type !== "OldFile" && entry.type !== "Directory") {
        problem = `Archive entry '${name}' is a ${entry.type}; only files and directories are allowed`;
      } else {
        total += entry.size ?? 0;
        entries += 1;
      }
    },
  });
  if (problem) throw forbiddenPath(problem);
  if (limits && entries > limits.maxEntries) {
    throw badRequest(`Archive has ${entries} entries; at most ${limits.maxEntries} are allowed`);
  }
  if (limits && total > limits.maxBytes) {
    throw new AgentError(
      413,
      "too_large",
      `Archive would extract to more than ${Math.floor(limits.maxBytes / 1024 / 1024)} MiB`,
    );
  }
  return total;
}

/** Extracts an archive already vetted by inspectArchive; node-tar also refuses to write through symlinks. */
export async function extractArchive(file: string, destination: string): Promise<void> {
  await tar.x({
    file,
    cwd: destination,
    strict: true,
    preservePaths: false,
    preserveOwner: false,
    filter: (_p, entry) =>
      "type" in entry && (entry.type === "File" || entry.type === "OldFile" || entry.type === "Directory"),
  });
}
