import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import { badRequest, forbiddenPath } from "../errors.js";

/**
 * Resolves user-supplied paths inside one server root. Every path is checked component by component:
 * `..` is refused outright (not normalised away), a leading `/` means the server root, and any symlink
 * on the way is followed only if its real target stays inside the root. Callers then open the result
 * with O_NOFOLLOW so a symlink swapped in after the check is not followed either.
 */
export class PathJail {
  private constructor(readonly root: string) {}

  static async create(root: string): Promise<PathJail> {
    return new PathJail(await realpath(root));
  }

  /** Splits a user path into safe segments or throws. */
  static segments(input: string): string[] {
    if (input.includes("\0")) throw badRequest("Path contains a NUL byte");
    // a backslash is an ordinary file-name character on Linux, but only ever shows up in attacks
    if (input.includes("\\")) throw forbiddenPath("Backslashes are not allowed in paths");
    const segments = input.split("/").filter((s) => s !== "" && s !== ".");
    if (segments.some((s) => s === "..")) throw forbiddenPath("Paths may not contain '..'");
    return segments;
  }

  isInside(real: string): boolean {
    return real === this.root || real.startsWith(this.root + path.sep);
  }

  /**
   * The real path `input` refers to, following in-root symlinks. When `allowMissing` is set, a
   * missing tail is allowed (for creating files and directories).
   */
  async resolve(input: string, allowMissing = false): Promise<string> {
    return this.resolveSegments(PathJail.segments(input), allowMissing);
  }

  /**
   * The entry itself rather than what it points to: its parent is resolved and jailed, the last
   * component is not followed. Used to delete, rename or list a symlink without touching its target.
   */
  async resolveEntry(input: string): Promise<{ parent: string; name: string; full: string }> {
    const segments = PathJail.segments(input);
    const name = segments.pop();
    if (name === undefined) throw forbiddenPath("This operation is not allowed on the server root");
    const parent = await this.resolveSegments(segments, false);
    return { parent, name, full: path.join(parent, name) };
  }

  private async resolveSegments(segments: string[], allowMissing: boolean): Promise<string> {
    let current = this.root;
    for (let i = 0; i < segments.length; i++) {
      const next = path.join(current, segments[i] as string);
      let info;
      try {
        info = await lstat(next);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        if (!allowMissing) throw Object.assign(new Error("No such file or directory"), { code: "ENOENT" });
        // nothing below a missing component exists, so nothing below it can be a symlink
        return path.join(next, ...segments.slice(i + 1));
      }
      if (info.isSymbolicLink()) {
        let target: string;
        try {
          target = await realpath(next);
        } catch {
          // a dangling link could be made to point anywhere later; never write through one
          throw forbiddenPath("Path goes through a broken symbolic link");
        }
        if (!this.isInside(target))
          throw forbiddenPath("Path goes through a symbolic link that points outside the server");
        current = target;
      } else {
        current = next;
      }
    }
    return current;
  }
}
