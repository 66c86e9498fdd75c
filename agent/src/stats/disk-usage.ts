import { watch, type FSWatcher } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Disk usage of one server directory, kept up to date without re-walking the tree on a timer.
 *
 * The tree is walked once; after that the tracker keeps the byte total of each directory's own files
 * and watches each directory (one inotify watch per directory, not per file). A change only re-reads
 * the entries of the directory that changed. If the watch budget of the host runs out, the tracker
 * falls back to a full rescan, but only when asked (e.g. after the server stops), never periodically.
 */
export class DiskUsageTracker {
  private readonly dirBytes = new Map<string, number>();
  private readonly watchers = new Map<string, FSWatcher>();
  private readonly dirty = new Set<string>();
  private total = 0;
  private timer: NodeJS.Timeout | null = null;
  private ready: Promise<void> | null = null;
  private watchExhausted = false;
  private closed = false;
  /** Called after the total changed through a refresh or rescan. */
  onChange: ((bytes: number) => void) | null = null;

  constructor(
    private readonly root: string,
    private readonly debounceMs: number,
  ) {}

  /** Current total in bytes; starts the initial walk on first use. */
  get bytes(): number {
    void this.start();
    return this.total;
  }

  start(): Promise<void> {
    this.ready ??= this.scanTree(this.root);
    return this.ready;
  }

  /** Waits for the initial walk and any pending directory refreshes. */
  async settle(): Promise<number> {
    await this.start();
    if (this.dirty.size > 0) await this.flush();
    return this.total;
  }

  /** Agent-side writes call this so usage is right even where watches are unavailable. */
  markDirty(dir: string): void {
    if (this.closed) return;
    this.dirty.add(dir);
    this.timer ??= setTimeout(() => void this.flush(), this.debounceMs);
  }

  /** Full rescan, for after bulk changes such as a restore or when watches ran out. */
  async rescan(): Promise<number> {
    this.closeWatchers();
    this.dirBytes.clear();
    this.total = 0;
    this.watchExhausted = false;
    this.ready = this.scanTree(this.root);
    await this.ready;
    this.onChange?.(this.total);
    return this.total;
  }

  get needsRescan(): boolean {
    return this.watchExhausted;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.closeWatchers();
  }

  private closeWatchers(): void {
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const dirs = [...this.dirty];
    this.dirty.clear();
    for (const dir of dirs) await this.refreshDir(dir);
    this.onChange?.(this.total);
  }

  private setDirBytes(dir: string, bytes: number): void {
    this.total += bytes - (this.dirBytes.get(dir) ?? 0);
    this.dirBytes.set(dir, bytes);
  }

  private forgetTree(dir: string): void {
    const prefix = dir + path.sep;
    for (const [d, bytes] of this.dirBytes) {
      if (d === dir || d.startsWith(prefix)) {
        this.total -= bytes;
        this.dirBytes.delete(d);
        this.watchers.get(d)?.close();
        this.watchers.delete(d);
      }
    }
  }

  private async scanTree(dir: string): Promise<void> {
    const stack = [dir];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      const subdirs = await this.readDir(current);
      if (subdirs) stack.push(...subdirs);
    }
  }

  /** Reads one directory's own files; returns its sub-directories (null if it vanished). */
  private async readDir(dir: string): Promise<string[] | null> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      this.forgetTree(dir);
      return null;
    }
    let bytes = 0;
    const subdirs: string[] = [];
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        subdirs.push(full);
      } else {
        try {
          // lstat: a symlink counts as itself, never as what it points to
          bytes += (await lstat(full)).size;
        } catch {
          // deleted between readdir and lstat
        }
      }
    }
    this.setDirBytes(dir, bytes);
    this.watchDir(dir);
    return subdirs;
  }

  private async refreshDir(dir: string): Promise<void> {
    if (this.closed) return;
    const subdirs = await this.readDir(dir);
    if (!subdirs) return;
    // new sub-directories are walked; vanished ones are forgotten
    const known = new Set<string>();
    for (const d of this.dirBytes.keys()) {
      if (path.dirname(d) === dir && d !== dir) known.add(d);
    }
    for (const sub of subdirs) {
      if (!known.has(sub)) await this.scanTree(sub);
      known.delete(sub);
    }
    for (const gone of known) this.forgetTree(gone);
  }

  private watchDir(dir: string): void {
    if (this.closed || this.watchers.has(dir) || this.watchExhausted) return;
    try {
      const watcher = watch(dir, { persistent: false }, () => this.markDirty(dir));
      watcher.on("error", () => {
        watcher.close();
        this.watchers.delete(dir);
        this.markDirty(path.dirname(dir));
      });
      this.watchers.set(dir, watcher);
    } catch {
      // ENOSPC: the host's inotify budget is used up; stay correct via explicit rescans
      this.watchExhausted = true;
    }
  }
}
