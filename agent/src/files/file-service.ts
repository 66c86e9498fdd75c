import { constants, createReadStream, createWriteStream, type ReadStream } from "node:fs";
import {
  cp,
  lstat,
  mkdir,
  open,
  readdir,
  readlink,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
  type FileHandle,
} from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { pipeline } from "node:stream/promises";
import { AgentError, badRequest, conflict, forbiddenPath } from "../errors.js";
import type { FileEntry } from "../protocol.js";
import { extractArchive, inspectArchive } from "./archive-safety.js";
import { PathJail } from "./path-jail.js";
import { packTar } from "./tar-pack.js";
import { extractZip, inspectZip, packZip, type ArchiveLimits } from "./zip-archive.js";

/** The archive formats the file manager packs and extracts (a .jar is a zip, but it is content, not an archive). */
export function archiveFormat(name: string): "zip" | "tar" | null {
  if (/\.zip$/i.test(name)) return "zip";
  if (/\.(tar\.gz|tgz)$/i.test(name)) return "tar";
  return null;
}

const MIB = 1024 * 1024;

/** Disk accounting the file service needs from the server. */
export interface DiskQuota {
  usedBytes(): number;
  limitBytes(): number;
  changed(dir: string): void;
}

const tooLarge = (message: string) => new AgentError(413, "too_large", message);
const notFoundPath = () => new AgentError(404, "not_found", "No such file or directory");

/** Maps ENOENT & co. from the file system to API errors instead of 500s. */
async function fsCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw notFoundPath();
    if (code === "EEXIST") throw conflict("A file with that name already exists");
    if (code === "ELOOP") throw forbiddenPath("Symbolic links are not followed here");
    if (code === "ENOTDIR") throw badRequest("A path component is not a directory");
    if (code === "EISDIR") throw badRequest("That is a directory");
    if (code === "ENOTEMPTY") throw conflict("Directory is not empty");
    throw error;
  }
}

/** File manager operations for one server, every path going through the jail. */
export class FileService {
  private constructor(
    private readonly jail: PathJail,
    private readonly quota: DiskQuota,
    private readonly limits: { uploadBytes: number; readBytes: number; archive: ArchiveLimits },
  ) {}

  static async create(
    root: string,
    quota: DiskQuota,
    limits: { uploadMiB: number; readMiB: number; archiveMaxEntries?: number; archiveMaxMiB?: number },
  ): Promise<FileService> {
    return new FileService(await PathJail.create(root), quota, {
      uploadBytes: limits.uploadMiB * MIB,
      readBytes: limits.readMiB * MIB,
      archive: { maxEntries: limits.archiveMaxEntries ?? 100_000, maxBytes: (limits.archiveMaxMiB ?? 65_536) * MIB },
    });
  }

  get root(): string {
    return this.jail.root;
  }

  async list(dir: string): Promise<FileEntry[]> {
    return fsCall(async () => {
      const real = await this.jail.resolve(dir);
      const entries = await readdir(real, { withFileTypes: true });
      const out: FileEntry[] = [];
      for (const entry of entries) {
        const info = await lstat(path.join(real, entry.name)).catch(() => null);
        if (!info) continue;
        out.push({
          name: entry.name,
          type: info.isSymbolicLink() ? "symlink" : info.isDirectory() ? "directory" : info.isFile() ? "file" : "other",
          size: info.isFile() ? info.size : 0,
          modifiedAt: info.mtime.toISOString(),
        });
      }
      return out.sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name) : a.type === "directory" ? -1 : 1));
    });
  }

  async read(file: string): Promise<{ stream: ReadStream; size: number }> {
    return fsCall(async () => {
      const real = await this.jail.resolve(file);
      // O_NONBLOCK: a FIFO planted by the game must not hang the agent's I/O threads on open
      const handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      await this.assertHandleInside(handle);
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        throw badRequest("Not a regular file");
      }
      if (info.size > this.limits.readBytes) {
        await handle.close();
        throw tooLarge(`File is larger than ${this.limits.readBytes / MIB} MiB`);
      }
      return { stream: createReadStream("", { fd: handle }), size: info.size };
    });
  }

  /**
   * Streams `body` into `file`. The size limit and the disk quota are enforced while streaming, so an
   * oversized upload is cut off at the limit instead of after it has been written in full.
   */
  async write(file: string, body: Readable, declaredBytes?: number): Promise<number> {
    const max = Math.min(this.limits.uploadBytes, Math.max(0, this.quota.limitBytes() - this.quota.usedBytes()));
    if (declaredBytes !== undefined && declaredBytes > this.limits.uploadBytes) {
      throw tooLarge(`Uploads are limited to ${this.limits.uploadBytes / MIB} MiB`);
    }
    if (declaredBytes !== undefined && declaredBytes > max) throw tooLarge("Not enough disk space left on this server");
    return fsCall(async () => {
      const real = await this.jail.resolve(file, true);
      if (real === this.jail.root) throw badRequest("Cannot write to the server root");
      const dir = path.dirname(real);
      await mkdir(dir, { recursive: true });
      // re-check the parent after mkdir: it must still be inside the jail
      if (!this.jail.isInside(await realpath(dir))) throw forbiddenPath();
      const existing = await lstat(real).catch(() => null);
      if (existing?.isDirectory()) throw badRequest("That is a directory");
      const tmp = path.join(dir, `.hopper-upload-${randomBytes(6).toString("hex")}`);
      const handle = await open(
        tmp,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644,
      );
      await this.assertHandleInside(handle).catch(async (error: unknown) => {
        await handle.close();
        await rm(tmp, { force: true });
        throw error;
      });
      let written = 0;
      const limiter = new Transform({
        transform: (chunk: Buffer, _enc, cb) => {
          written += chunk.length;
          if (written > max) {
            cb(
              tooLarge(
                written > this.limits.uploadBytes ? "Upload is too large" : "Not enough disk space left on this server",
              ),
            );
          } else cb(null, chunk);
        },
      });
      try {
        await pipeline(body, limiter, handle.createWriteStream());
        // rename replaces a symlink at the target instead of following it
        await rename(tmp, real);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      } finally {
        await handle.close().catch(() => undefined);
      }
      this.quota.changed(dir);
      return written;
    });
  }

  async mkdir(dir: string): Promise<void> {
    await fsCall(async () => {
      const real = await this.jail.resolve(dir, true);
      await mkdir(real, { recursive: true });
      this.quota.changed(path.dirname(real));
    });
  }

  /** Renames the entry itself; a symlink is moved as a link, its target is never touched. */
  async rename(from: string, to: string): Promise<void> {
    await fsCall(async () => {
      const source = await this.jail.resolveEntry(from);
      await lstat(source.full);
      const target = await this.jail.resolveEntry(to);
      if (await lstat(target.full).catch(() => null)) throw conflict("A file with that name already exists");
      await rename(source.full, target.full);
      this.quota.changed(source.parent);
      this.quota.changed(target.parent);
    });
  }

  async copy(from: string, to: string): Promise<void> {
    await fsCall(async () => {
      const source = await this.jail.resolve(from);
      const target = await this.jail.resolveEntry(to);
      if (await lstat(target.full).catch(() => null)) throw conflict("A file with that name already exists");
      const info = await stat(source);
      const size = info.isDirectory() ? 0 : info.size;
      if (this.quota.usedBytes() + size > this.quota.limitBytes())
        throw tooLarge("Not enough disk space left on this server");
      // links inside a copied directory are copied as links, so they stay as jailed as before
      await cp(source, target.full, { recursive: true, errorOnExist: true, force: false, verbatimSymlinks: true });
      this.quota.changed(target.parent);
    });
  }

  /** Deletes entries themselves: deleting a symlink removes the link and leaves its target. */
  async delete(paths: string[]): Promise<void> {
    await fsCall(async () => {
      for (const p of paths) {
        const entry = await this.jail.resolveEntry(p);
        await lstat(entry.full);
        await rm(entry.full, { recursive: true, force: true });
        this.quota.changed(entry.parent);
      }
    });
  }

  /**
   * Packs entries into a .tar.gz or .zip inside the server; links are never followed (tar stores them as
   * links, zip leaves them out).
   */
  async archive(paths: string[], destination: string): Promise<string> {
    const format = archiveFormat(destination);
    if (!format) throw badRequest("Archive name must end in .zip, .tar.gz or .tgz");
    return fsCall(async () => {
      const members: string[] = [];
      for (const p of paths) {
        const entry = await this.jail.resolveEntry(p);
        await lstat(entry.full);
        members.push(path.relative(this.jail.root, entry.full));
      }
      const dest = await this.jail.resolve(destination, true);
      if (await lstat(dest).catch(() => null)) throw conflict("A file with that name already exists");
      await mkdir(path.dirname(dest), { recursive: true });
      try {
        if (format === "zip")
          await pipeline(packZip(this.jail.root, members), createWriteStream(dest, { flags: "wx" }));
        else await pipeline(packTar(this.jail.root, members), createGzip(), createWriteStream(dest, { flags: "wx" }));
      } catch (error) {
        // a half-written archive is ours to remove; a file that appeared meanwhile is not
        if ((error as { code?: string }).code !== "EEXIST") await rm(dest, { force: true });
        throw error;
      }
      this.quota.changed(path.dirname(dest));
      return path.relative(this.jail.root, dest);
    });
  }

  async unarchive(file: string, destination: string): Promise<void> {
    const format = archiveFormat(file);
    if (!format) throw badRequest("Only .zip, .tar.gz and .tgz archives can be extracted");
    if (format === "zip") return this.unzip(file, destination);
    await fsCall(async () => {
      const archive = await this.jail.resolve(file);
      const dest = await this.jail.resolve(destination, true);
      const total = await inspectArchive(archive, this.limits.archive);
      if (this.quota.usedBytes() + total > this.quota.limitBytes()) {
        throw tooLarge("Not enough disk space left to extract this archive");
      }
      await mkdir(dest, { recursive: true });
      try {
        await extractArchive(archive, dest);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "TAR_SYMLINK_ERROR") throw forbiddenPath("Archive would be extracted through a symbolic link");
        throw error;
      }
      this.quota.changed(dest);
    });
  }

  /**
   * Extracts a zip: the central directory is judged whole first (inspectZip), then every entry is written
   * into a fresh staging directory inside the destination and only moved into place once all of it
   * extracted, so a refused or damaged archive leaves nothing behind.
   */
  private async unzip(file: string, destination: string): Promise<void> {
    await fsCall(async () => {
      const archive = await this.jail.resolve(file);
      const dest = await this.jail.resolve(destination, true);
      const { zip, plan } = await inspectZip(archive, this.limits.archive);
      let staging: string | null = null;
      const existed = (await lstat(dest).catch(() => null)) !== null;
      let done = false;
      try {
        if (this.quota.usedBytes() + plan.totalBytes > this.quota.limitBytes()) {
          throw tooLarge("Not enough disk space left to extract this archive");
        }
        await mkdir(dest, { recursive: true });
        if (!this.jail.isInside(await realpath(dest))) throw forbiddenPath();
        staging = path.join(dest, `.hopper-extract-${randomBytes(6).toString("hex")}`);
        await mkdir(staging);
        await extractZip(zip, plan, staging);
        await this.mergeInto(staging, dest);
        done = true;
      } finally {
        zip.close();
        if (staging) await rm(staging, { recursive: true, force: true });
        // a refused archive leaves no trace, not even the (still empty) destination it asked for
        if (!done && !existed) await rmdir(dest).catch(() => undefined);
        this.quota.changed(dest);
      }
    });
  }

  /**
   * Moves an extracted tree into place: new entries are renamed in, existing directories are merged,
   * existing files are replaced (as tar extraction does). A link in the destination where the archive has a
   * directory is refused rather than followed.
   */
  private async mergeInto(from: string, to: string): Promise<void> {
    for (const name of await readdir(from)) {
      const source = path.join(from, name);
      const target = path.join(to, name);
      const [src, existing] = await Promise.all([lstat(source), lstat(target).catch(() => null)]);
      if (src.isDirectory() && existing?.isDirectory()) await this.mergeInto(source, target);
      else if (src.isDirectory() && existing?.isSymbolicLink()) {
        throw forbiddenPath("Archive would be extracted through a symbolic link");
      } else if (existing?.isDirectory()) throw conflict(`'${name}' is a directory in the destination`);
      // rename replaces a file or a link at the target without following it
      else await rename(source, target);
    }
  }

  /**
   * The game can rename directories and plant symlinks at any time, so a path that was checked may
   * point elsewhere a moment later. After opening, ask the kernel where the descriptor really is
   * and refuse it if that is outside the root (Linux /proc; skipped where /proc is missing).
   */
  private async assertHandleInside(handle: FileHandle): Promise<void> {
    let where: string;
    try {
      where = await readlink(`/proc/self/fd/${handle.fd}`);
    } catch {
      return;
    }
    if (!this.jail.isInside(where)) {
      await handle.close().catch(() => undefined);
      throw forbiddenPath("Path changed to point outside the server directory");
    }
  }

  /** Resolves a path for agent-internal writers (content installs): jailed, missing tail allowed. */
  async resolveForWrite(file: string): Promise<string> {
    return this.jail.resolve(file, true);
  }
}
