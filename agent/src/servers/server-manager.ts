import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { BackupManager } from "../backups/backup-manager.js";
import type { DownloadLinks } from "../backups/download-links.js";
import { conflict, notFound } from "../errors.js";
import { FileService } from "../files/file-service.js";
import { readJsonFile, writeJsonAtomic } from "../json-file.js";
import type { updateServerSchema } from "../protocol.js";
import { createServerSchema, type ServerSpec } from "../protocol.js";
import type { z } from "zod";
import { GameServer, type ServerContext } from "./game-server.js";
import { serverPaths } from "./server-paths.js";

/** A server with the services bound to it. */
export interface ManagedServer {
  server: GameServer;
  backups: BackupManager;
  files: FileService;
}

/** All servers of this node, persisted as one directory each under `<dataDir>/servers`. */
export class ServerManager {
  private readonly servers = new Map<string, ManagedServer>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly links: DownloadLinks,
  ) {}

  /** Loads every server from disk and recovers its state (re-attaching to running containers). */
  async loadAll(): Promise<void> {
    const dir = path.join(this.ctx.config.dataDir, "servers");
    await mkdir(dir, { recursive: true });
    for (const id of await readdir(dir)) {
      const paths = serverPaths(this.ctx.config.dataDir, id);
      try {
        const spec = await readJsonFile(paths.spec, createServerSchema);
        if (!spec) continue;
        const managed = await this.build(spec);
        await managed.backups.load();
        await managed.server.recover();
        this.servers.set(id, managed);
      } catch (error) {
        this.ctx.log.error({ serverId: id, err: (error as Error).message }, "could not load server");
      }
    }
  }

  list(): ManagedServer[] {
    return [...this.servers.values()];
  }

  get(id: string): ManagedServer {
    const managed = this.servers.get(id);
    if (!managed) throw notFound("Server");
    return managed;
  }

  async create(spec: ServerSpec): Promise<ManagedServer> {
    if (this.servers.has(spec.id)) throw conflict("A server with this id already exists");
    const paths = serverPaths(this.ctx.config.dataDir, spec.id);
    await mkdir(paths.home, { recursive: true });
    await writeJsonAtomic(paths.spec, spec);
    const managed = await this.build(spec);
    this.servers.set(spec.id, managed);
    return managed;
  }

  async update(id: string, patch: z.infer<typeof updateServerSchema>): Promise<ManagedServer> {
    const managed = this.get(id);
    const current = managed.server.currentSpec;
    // an install or backup in flight works with the current image's container: switching under it is refused
    if (patch.image !== undefined && patch.image !== current.image) managed.server.assertNotBusy();
    const next = createServerSchema.parse({
      ...current,
      ...(patch.suspended !== undefined ? { suspended: patch.suspended } : {}),
      ...(patch.crashRestart !== undefined ? { crashRestart: patch.crashRestart } : {}),
      ...(patch.ports ? { ports: patch.ports } : {}),
      ...(patch.env ? { env: patch.env } : {}),
      ...(patch.image !== undefined ? { image: patch.image } : {}),
      plan: { ...current.plan, ...patch.plan },
      startup: { ...current.startup, ...patch.startup },
    });
    await managed.server.updateSpec(next);
    return managed;
  }

  async delete(id: string): Promise<void> {
    const managed = this.get(id);
    this.servers.delete(id);
    managed.backups.cancelAll();
    await managed.server.destroy();
  }

  async detachAll(): Promise<void> {
    await Promise.all(this.list().map((m) => m.server.detach()));
  }

  private async build(spec: ServerSpec): Promise<ManagedServer> {
    const paths = serverPaths(this.ctx.config.dataDir, spec.id);
    const server = new GameServer(spec, paths, this.ctx);
    await server.init();
    const files = await FileService.create(
      paths.data,
      {
        usedBytes: () => server.disk.bytes,
        limitBytes: () => server.currentSpec.plan.diskMiB * 1024 * 1024,
        changed: (dir) => server.disk.markDirty(dir),
      },
      {
        uploadMiB: this.ctx.config.files.uploadLimitMiB,
        readMiB: this.ctx.config.files.readLimitMiB,
        archiveMaxEntries: this.ctx.config.files.archiveMaxEntries,
        archiveMaxMiB: this.ctx.config.files.archiveMaxMiB,
      },
    );
    const backups = new BackupManager(server, {
      config: this.ctx.config,
      log: this.ctx.log,
      outbox: this.ctx.outbox,
      links: this.links,
    });
    return { server, backups, files };
  }
}
