import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { CallbackOutbox } from "../callbacks/outbox.js";
import type { AgentConfig } from "../config.js";
import { AgentError, busy, conflict, notFound } from "../errors.js";
import { extractArchive, inspectArchive } from "../files/archive-safety.js";
import { readJsonFile, writeJsonAtomic } from "../json-file.js";
import type { Logger } from "../log.js";
import { backupMessages, backupSchema, type Backup, type BackupStatus } from "../protocol.js";
import { agentLine, type GameServer } from "../servers/game-server.js";
import { createBackupArchive, fileChecksum, ignorePatterns } from "./backup-archive.js";
import { IN_PROGRESS, interruptedStatus, messageFor, taskOf, type BackupTask } from "./backup-status.js";
import type { DownloadLinks } from "./download-links.js";
import { mergeInto } from "./merge-into.js";

const indexSchema = z.object({
  backups: z.array(backupSchema),
  schedule: z.object({ intervalMinutes: z.number(), retain: z.number() }).nullable(),
  lastAutomatedAt: z.number().nullable(),
  /** Wipe flag of the last restore per backup, so "retry" repeats the same restore. */
  restoreWipe: z.record(z.string(), z.boolean()).default({}),
});
type BackupIndex = z.infer<typeof indexSchema>;

export interface BackupDeps {
  config: AgentConfig;
  log: Logger;
  outbox: CallbackOutbox;
  links: DownloadLinks;
}

/**
 * Backups of one server: tar.gz archives with SHA-256 checksums kept outside the server's data,
 * with the spec's states. Create and restore mark the server busy so power and file actions are
 * refused meanwhile; every operation can be cancelled, and one interrupted by an agent crash is
 * marked failed on the next start and can be retried.
 */
export class BackupManager {
  private index: BackupIndex = { backups: [], schedule: null, lastAutomatedAt: null, restoreWipe: {} };
  private readonly running = new Map<string, AbortController>();
  private readonly downloadUrls = new Map<string, string>();
  private lastProgressAt = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly server: GameServer,
    private readonly deps: BackupDeps,
  ) {}

  /** Restore and download reads obey the same throughput limit as backup writes. */
  private get ioLimit(): number {
    return this.deps.config.backups.writeLimitMiBps * 1024 * 1024;
  }

  private get paths() {
    return this.server.paths;
  }

  /** Loads the index and fails whatever an earlier agent process left half-done. */
  async load(): Promise<void> {
    this.index = (await readJsonFile(this.paths.backupsIndex, indexSchema)) ?? this.index;
    let changed = false;
    for (const b of this.index.backups) {
      const failed = interruptedStatus(b.status);
      if (failed) {
        this.deps.log.warn(
          { serverId: b.serverId, backupId: b.id, status: b.status },
          "backup interrupted by agent stop",
        );
        b.status = failed;
        b.error = `${messageFor(failed)}: ${backupMessages.interrupted}`;
        b.progress = 0;
        changed = true;
        void this.deps.outbox.enqueue({
          kind: "backup-result",
          serverId: b.serverId,
          backup: { ...b },
          task: taskOf(failed),
        });
      }
    }
    // partial archives and restore scratch space from the interrupted run
    for (const name of await readdir(this.paths.backups).catch(() => [])) {
      if (name.endsWith(".partial")) await rm(path.join(this.paths.backups, name), { force: true });
    }
    await rm(this.paths.scratch, { recursive: true, force: true });
    if (changed) await this.save();
  }

  list(): Backup[] {
    return this.index.backups.map((b) => this.withUrl(b));
  }

  get(id: string): Backup {
    const backup = this.index.backups.find((b) => b.id === id);
    if (!backup) throw notFound("Backup");
    return backup;
  }

  view(id: string): Backup {
    return this.withUrl(this.get(id));
  }

  get schedule(): BackupIndex["schedule"] {
    return this.index.schedule;
  }

  async setSchedule(schedule: { intervalMinutes: number; retain: number }): Promise<void> {
    // kept with interval 0 too: the retention count still applies to automated backups
    this.index.schedule = schedule;
    await this.save();
  }

  /** Called by the daemon's schedule timer. */
  async runScheduleIfDue(now: number): Promise<void> {
    const schedule = this.index.schedule;
    if (!schedule || schedule.intervalMinutes <= 0 || this.server.busy) return;
    if (this.index.lastAutomatedAt && now - this.index.lastAutomatedAt < schedule.intervalMinutes * 60_000) return;
    this.index.lastAutomatedAt = now;
    await this.create({ ignore: [], automated: true, name: `Automatic backup ${new Date(now).toISOString()}` });
  }

  // -------------------------------------------------------------------------------------------
  // create
  // -------------------------------------------------------------------------------------------

  async create(input: { id?: string; name?: string; ignore: string[]; automated: boolean }): Promise<Backup> {
    this.server.assertNotBusy();
    const id = input.id ?? randomUUID();
    if (this.index.backups.some((b) => b.id === id)) throw conflict("A backup with this id already exists");
    const backup: Backup = {
      id,
      serverId: this.server.id,
      name: input.name ?? `Backup ${new Date().toISOString()}`,
      automated: input.automated,
      locked: false,
      status: "queued",
      error: null,
      createdAt: new Date().toISOString(),
      completedAt: null,
      sizeBytes: null,
      checksum: null,
      ignore: input.ignore,
      progress: 0,
    };
    this.index.backups.push(backup);
    // started before any await so that no other request can slip in between the busy check and here
    this.startCreate(backup);
    await this.save();
    return { ...backup };
  }

  private startCreate(backup: Backup): void {
    // mark busy synchronously so a power or file request right after this answers 'busy'
    this.server.assertNotBusy();
    const controller = new AbortController();
    this.running.set(backup.id, controller);
    void this.runCreate(backup, controller.signal)
      .catch((error: Error) => this.deps.log.error({ err: error.message }, "backup create crashed"))
      .finally(() => this.running.delete(backup.id));
  }

  /**
   * The server is busy only while the archive is written; the final status is published after the
   * busy flag is released, so a client reacting to "ready" is never told "busy".
   */
  private async runCreate(backup: Backup, signal: AbortSignal): Promise<void> {
    const file = this.archivePath(backup.id);
    const partial = `${file}.partial`;
    let outcome: { ok: true; sizeBytes: number; checksum: string } | { ok: false; reason: string };
    try {
      outcome = await this.server.withBusy("backup-create", async () => {
        await this.setStatus(backup, "creating", 0);
        await rm(partial, { force: true });
        await mkdir(this.paths.backups, { recursive: true });
        const total = Math.max(1, await this.server.disk.settle());
        const result = await createBackupArchive({
          root: this.paths.data,
          target: partial,
          ignore: await ignorePatterns(this.paths.data, backup.ignore),
          gzipLevel: this.deps.config.backups.gzipLevel,
          bytesPerSecond: this.ioLimit,
          signal,
          onProgress: (bytes) => this.progress(backup, "create", Math.min(99, (bytes / total) * 100)),
        });
        await rename(partial, file);
        return { ok: true as const, ...result };
      });
    } catch (error) {
      await rm(partial, { force: true });
      outcome = { ok: false, reason: signal.aborted ? backupMessages.cancelled : (error as Error).message };
    }
    if (outcome.ok) {
      backup.sizeBytes = outcome.sizeBytes;
      backup.checksum = outcome.checksum;
      backup.completedAt = new Date().toISOString();
      backup.error = null;
      // rotate before announcing "ready", so whoever reacts to it sees the final list
      backup.status = "ready";
      if (backup.automated) await this.applyRetention();
      await this.setStatus(backup, "ready", 100);
      await this.finish(backup, "create");
    } else {
      backup.error = `${backupMessages.failedToCreate}: ${outcome.reason}`;
      await this.setStatus(backup, "failed-to-create", 0);
      await this.finish(backup, "create");
    }
  }

  /** Deletes the oldest automated backups beyond the retention count; locked ones are never touched. */
  private async applyRetention(): Promise<void> {
    const retain = this.index.schedule?.retain;
    if (!retain) return;
    const candidates = this.index.backups
      .filter((b) => b.automated && b.status === "ready")
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const excess = candidates.slice(retain).filter((b) => !b.locked);
    for (const b of excess) await this.remove(b);
  }

  // -------------------------------------------------------------------------------------------
  // restore
  // -------------------------------------------------------------------------------------------

  async restore(id: string, wipe: boolean): Promise<Backup> {
    const backup = this.get(id);
    if (backup.status !== "ready" && backup.status !== "failed-to-restore") {
      throw conflict(`Backup cannot be restored while it is ${backup.status}`);
    }
    this.server.assertNotBusy();
    this.index.restoreWipe[id] = wipe;
    const controller = new AbortController();
    this.running.set(id, controller);
    const saved = this.setStatus(backup, "restoring", 0);
    void this.runRestore(backup, wipe, controller.signal)
      .catch((error: Error) => this.deps.log.error({ err: error.message }, "backup restore crashed"))
      .finally(() => this.running.delete(id));
    await saved;
    return { ...backup };
  }

  private async runRestore(backup: Backup, wipe: boolean, signal: AbortSignal): Promise<void> {
    const staging = path.join(this.paths.scratch, `restore-${backup.id}`);
    let failure: string | null = null;
    try {
      await this.server.withBusy("backup-restore", async () => {
        if (this.server.currentState !== "offline") {
          this.server.emitLine(agentLine("Stopping the server to restore a backup"));
          await this.server.power("stop", 60_000);
        }
        const file = this.archivePath(backup.id);
        const checksum = await fileChecksum(file, signal, this.ioLimit);
        if (checksum !== backup.checksum) throw new Error("the archive's checksum does not match; it may be damaged");
        this.progress(backup, "restore", 10);
        await inspectArchive(file);
        await rm(staging, { recursive: true, force: true });
        await mkdir(staging, { recursive: true });
        await extractArchive(file, staging);
        signal.throwIfAborted();
        this.progress(backup, "restore", 80);
        // the live files are only touched once the archive is verified and fully extracted
        if (wipe) await this.server.wipeData();
        await mergeInto(staging, this.paths.data);
        await this.server.disk.rescan();
      });
    } catch (error) {
      failure = signal.aborted ? backupMessages.cancelled : (error as Error).message;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    if (failure === null) {
      backup.error = null;
      await this.setStatus(backup, "ready", 100);
      this.server.emitLine(agentLine(`Backup '${backup.name}' restored`));
    } else {
      backup.error = `${backupMessages.failedToRestore}: ${failure}`;
      await this.setStatus(backup, "failed-to-restore", 0);
    }
    await this.finish(backup, "restore");
  }

  // -------------------------------------------------------------------------------------------
  // download
  // -------------------------------------------------------------------------------------------

  /** Verifies the archive, then issues a single-use link; the result arrives by callback and socket. */
  async prepareDownload(id: string): Promise<Backup> {
    const backup = this.get(id);
    if (backup.status === "preparing-download") throw conflict(backupMessages.alreadyPreparing);
    if (backup.status !== "ready" && backup.status !== "failed-to-prepare") {
      throw conflict(`Backup cannot be downloaded while it is ${backup.status}`);
    }
    const controller = new AbortController();
    this.running.set(id, controller);
    await this.setStatus(backup, "preparing-download", 0);
    void this.runPrepare(backup, controller.signal).finally(() => this.running.delete(id));
    return { ...backup };
  }

  private async runPrepare(backup: Backup, signal: AbortSignal): Promise<void> {
    try {
      const file = this.archivePath(backup.id);
      const checksum = await fileChecksum(file, signal, this.ioLimit);
      if (checksum !== backup.checksum) throw new Error("the archive's checksum does not match; it may be damaged");
      this.deps.links.revokeBackup(backup.id);
      const token = this.deps.links.issue(
        { serverId: this.server.id, backupId: backup.id, file, fileName: `${this.server.id}-${backup.id}.tar.gz` },
        this.deps.config.backups.downloadLinkSeconds * 1000,
      );
      const base = this.deps.config.publicUrl ?? `http://127.0.0.1:${this.deps.config.listen.port}`;
      this.downloadUrls.set(backup.id, new URL(`/download/backup/${token}`, base).toString());
      backup.error = null;
      await this.setStatus(backup, "ready", 100);
    } catch (error) {
      const reason = signal.aborted ? backupMessages.cancelled : (error as Error).message;
      backup.error = `${backupMessages.failedToPrepare}: ${reason}`;
      await this.setStatus(backup, "failed-to-prepare", 0);
    }
    await this.finish(backup, "download");
  }

  // -------------------------------------------------------------------------------------------
  // lock, delete, cancel, retry
  // -------------------------------------------------------------------------------------------

  async setLocked(id: string, locked: boolean): Promise<Backup> {
    const backup = this.get(id);
    backup.locked = locked;
    await this.save();
    return { ...backup };
  }

  async delete(id: string): Promise<void> {
    const backup = this.get(id);
    if (backup.locked) throw new AgentError(409, "locked", "This backup is locked; unlock it before deleting");
    if (IN_PROGRESS.includes(backup.status)) throw busy("This backup has an operation in progress; cancel it first");
    await this.remove(backup);
  }

  cancel(id: string): Backup {
    const backup = this.get(id);
    const controller = this.running.get(id);
    if (!controller) throw conflict("Nothing is in progress for this backup");
    controller.abort(new Error(backupMessages.cancelled));
    return { ...backup };
  }

  async retry(id: string): Promise<Backup> {
    const backup = this.get(id);
    switch (backup.status) {
      case "failed-to-create":
        backup.error = null;
        backup.progress = 0;
        await this.setStatus(backup, "queued", 0);
        this.startCreate(backup);
        return { ...backup };
      case "failed-to-restore":
        return this.restore(id, this.index.restoreWipe[id] ?? false);
      case "failed-to-prepare":
        return this.prepareDownload(id);
      default:
        throw conflict("Only a failed backup operation can be retried");
    }
  }

  /** Used when the server is deleted. */
  cancelAll(): void {
    for (const controller of this.running.values()) controller.abort(new Error(backupMessages.cancelled));
  }

  // -------------------------------------------------------------------------------------------

  private archivePath(id: string): string {
    return path.join(this.paths.backups, `${id}.tar.gz`);
  }

  private withUrl(b: Backup): Backup & { downloadUrl: string | null } {
    return { ...b, downloadUrl: this.downloadUrls.get(b.id) ?? null };
  }

  private async remove(backup: Backup): Promise<void> {
    this.deps.links.revokeBackup(backup.id);
    this.downloadUrls.delete(backup.id);
    await rm(this.archivePath(backup.id), { force: true });
    this.index.backups = this.index.backups.filter((b) => b.id !== backup.id);
    delete this.index.restoreWipe[backup.id];
    await this.save();
  }

  private async setStatus(backup: Backup, status: BackupStatus, progress: number): Promise<void> {
    backup.status = status;
    backup.progress = Math.round(progress);
    await this.save();
    this.server.publish({
      type: "backup-progress",
      backupId: backup.id,
      task: taskOf(status),
      progress: backup.progress,
      status,
    });
  }

  private progress(backup: Backup, task: "create" | "restore", percent: number): void {
    backup.progress = Math.round(percent);
    const now = Date.now();
    if (now - this.lastProgressAt < 500) return;
    this.lastProgressAt = now;
    this.server.publish({
      type: "backup-progress",
      backupId: backup.id,
      task,
      progress: backup.progress,
      status: backup.status,
    });
    this.deps.outbox.sendTransient({
      kind: "backup-progress",
      serverId: this.server.id,
      backupId: backup.id,
      task,
      progress: backup.progress,
    });
  }

  private async finish(backup: Backup, task: BackupTask): Promise<void> {
    await this.deps.outbox.enqueue({
      kind: "backup-result",
      serverId: this.server.id,
      backup: this.withUrl(backup),
      task,
    });
  }

  /** Saves are chained so two writers never race on the index file. */
  private async save(): Promise<void> {
    const next = this.saving.then(() => writeJsonAtomic(this.paths.backupsIndex, this.index));
    this.saving = next.catch(() => undefined);
    await next;
  }
}
