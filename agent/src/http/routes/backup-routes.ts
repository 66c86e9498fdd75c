import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { backupScheduleSchema, createBackupSchema, restoreBackupSchema } from "../../protocol.js";
import { AgentError } from "../../errors.js";
import type { AgentServices } from "../../services.js";
import { reply, type Router } from "../router.js";

export function registerBackupRoutes(router: Router, s: AgentServices): void {
  const backupsOf = (id: string | undefined) => s.manager.get(id ?? "").backups;
  const bid = (p: Record<string, string>) => p.backupId ?? "";

  router.add("GET", "/api/servers/:id/backups", async ({ params }) => {
    const backups = backupsOf(params.id);
    return { backups: backups.list(), schedule: backups.schedule };
  });

  router.add("POST", "/api/servers/:id/backups", async ({ params, body }) => {
    const input = await body(createBackupSchema);
    return reply(202, await backupsOf(params.id).create(input));
  });

  router.add("GET", "/api/servers/:id/backups/:backupId", async ({ params }) => backupsOf(params.id).view(bid(params)));

  router.add("DELETE", "/api/servers/:id/backups/:backupId", async ({ params }) => {
    await backupsOf(params.id).delete(bid(params));
  });

  router.add("POST", "/api/servers/:id/backups/:backupId/restore", async ({ params, body }) => {
    const { wipe } = await body(restoreBackupSchema);
    return reply(202, await backupsOf(params.id).restore(bid(params), wipe));
  });

  router.add("POST", "/api/servers/:id/backups/:backupId/lock", async ({ params }) =>
    backupsOf(params.id).setLocked(bid(params), true),
  );
  router.add("POST", "/api/servers/:id/backups/:backupId/unlock", async ({ params }) =>
    backupsOf(params.id).setLocked(bid(params), false),
  );
  router.add("POST", "/api/servers/:id/backups/:backupId/download", async ({ params }) =>
    reply(202, await backupsOf(params.id).prepareDownload(bid(params))),
  );
  router.add("POST", "/api/servers/:id/backups/:backupId/cancel", async ({ params }) =>
    reply(202, backupsOf(params.id).cancel(bid(params))),
  );
  router.add("POST", "/api/servers/:id/backups/:backupId/retry", async ({ params }) =>
    reply(202, await backupsOf(params.id).retry(bid(params))),
  );

  router.add("PUT", "/api/servers/:id/backup-schedule", async ({ params, body }) => {
    const schedule = await body(backupScheduleSchema);
    await backupsOf(params.id).setSchedule(schedule);
    return { schedule: backupsOf(params.id).schedule };
  });

  // Single-use link handed to the browser; it carries its own secret instead of the node token.
  router.add(
    "GET",
    "/download/backup/:token",
    async ({ params, res }) => {
      const link = s.links.consume(params.token ?? "");
      if (!link) throw new AgentError(404, "not_found", "This download link is invalid, expired or already used");
      const size = (await stat(link.file)).size;
      res.writeHead(200, {
        "content-type": "application/gzip",
        "content-length": size,
        "content-disposition": `attachment; filename="${link.fileName}"`,
      });
      createReadStream(link.file).pipe(res);
      await new Promise((resolve) => res.on("close", resolve));
    },
    { auth: false },
  );
}
