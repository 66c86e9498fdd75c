import { randomBytes } from "node:crypto";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMessages } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { archivePath, getBackup, sha256File, waitForBackup, type BackupView } from "./helpers/backup-helpers.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("slow and interrupted backups");

describe.skipIf(!docker)("slow backups: busy errors, cancel, retry, agent killed mid-backup", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "slow-backups";
  let root: string;
  const regionFile = "world/region/r.0.0.mca";
  let regionChecksum: string;

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    // 4 MiB/s and 12 MiB of incompressible data: a backup takes about three seconds
    agent = new AgentProcess({ webAppUrl: web.url, overrides: { backups: { writeLimitMiBps: 4 } } });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").length >= 1);
    root = path.join(agent.dir, "data", "servers", id, "data");
    await mkdir(path.join(root, "world", "region"), { recursive: true });
    await writeFile(path.join(root, regionFile), randomBytes(12 * 1024 * 1024));
    regionChecksum = await sha256File(path.join(root, regionFile));
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  async function startBackup(name: string): Promise<BackupView> {
    const res = await agent.api<BackupView>("POST", `/api/servers/${id}/backups`, { name });
    expect(res.status, res.text).toBe(202);
    await waitUntil(async () => (await getBackup(agent, id, res.json.id)).status === "creating");
    return res.json;
  }

  it("answers power and file actions with 'busy' while a backup is created, and can cancel and retry", async () => {
    const backup = await startBackup("busy check");
    for (const [method, route, body] of [
      ["POST", `/api/servers/${id}/power`, { action: "start" }],
      ["GET", `/api/servers/${id}/files/list?path=`, undefined],
      ["POST", `/api/servers/${id}/files/mkdir`, { path: "x" }],
      ["POST", `/api/servers/${id}/backups`, {}],
      ["POST", `/api/servers/${id}/commands`, { command: "list" }],
    ] as const) {
      const res = await agent.api(method, route, body);
      expect(res.status, route).toBe(409);
      expect(res.json.error).toBe("busy");
      expect(res.json.message).toBe("Server is busy: a backup is being created");
    }
    expect((await agent.api("POST", `/api/servers/${id}/backups/${backup.id}/cancel`)).status).toBe(202);
    const cancelled = await waitForBackup(agent, id, backup.id, ["failed-to-create", "ready"]);
    expect(cancelled.status).toBe("failed-to-create");
    expect(cancelled.error).toBe(`${backupMessages.failedToCreate}: ${backupMessages.cancelled}`);
    expect((await readdir(path.dirname(archivePath(agent, id, backup.id)))).some((n) => n.includes(backup.id))).toBe(
      false,
    );

    expect((await agent.api("POST", `/api/servers/${id}/backups/${backup.id}/retry`)).status).toBe(202);
    const done = await waitForBackup(agent, id, backup.id, ["ready", "failed-to-create"]);
    expect(done.status).toBe("ready");
    expect(await sha256File(archivePath(agent, id, backup.id))).toBe(done.checksum);
  });

  it("says 'Already preparing backup for download' on a second request", async () => {
    const list = (await agent.api<{ backups: BackupView[] }>("GET", `/api/servers/${id}/backups`)).json.backups;
    const ready = list.find((b) => b.status === "ready") as BackupView;
    expect((await agent.api("POST", `/api/servers/${id}/backups/${ready.id}/download`)).status).toBe(202);
    const again = await agent.api("POST", `/api/servers/${id}/backups/${ready.id}/download`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Already preparing backup for download");
    await waitUntil(async () => (await getBackup(agent, id, ready.id)).downloadUrl !== null, 20_000);
  });

  it("killed agent during a backup: marked failed on restart, files intact, retry succeeds", async () => {
    const backup = await startBackup("interrupted");
    await waitUntil(async () => (await getBackup(agent, id, backup.id)).progress > 0, 10_000);
    await agent.kill();
    expect(await sha256File(path.join(root, regionFile))).toBe(regionChecksum);

    await agent.start();
    const failed = await getBackup(agent, id, backup.id);
    expect(failed.status).toBe("failed-to-create");
    expect(failed.error).toBe(`${backupMessages.failedToCreate}: ${backupMessages.interrupted}`);
    expect(
      (await readdir(path.dirname(archivePath(agent, id, backup.id)))).filter((n) => n.endsWith(".partial")),
    ).toEqual([]);
    expect(await sha256File(path.join(root, regionFile))).toBe(regionChecksum);
    await waitUntil(() =>
      web.events("backup-result").some((e) => e.backup.id === backup.id && e.backup.status === "failed-to-create"),
    );
    // the server is usable again: not stuck busy
    expect((await agent.api("GET", `/api/servers/${id}/files/list?path=`)).status).toBe(200);

    expect((await agent.api("POST", `/api/servers/${id}/backups/${backup.id}/retry`)).status).toBe(202);
    const done = await waitForBackup(agent, id, backup.id, ["ready", "failed-to-create"]);
    expect(done.status).toBe("ready");
    expect(await sha256File(archivePath(agent, id, backup.id))).toBe(done.checksum);
  });

  it("killed agent during a restore: marked failed, live files untouched until extraction finished", async () => {
    const list = (await agent.api<{ backups: BackupView[] }>("GET", `/api/servers/${id}/backups`)).json.backups;
    const ready = list.find((b) => b.status === "ready") as BackupView;
    await writeFile(path.join(root, "marker.txt"), "after backup");
    await agent.api("POST", `/api/servers/${id}/backups/${ready.id}/restore`, { wipe: true });
    await new Promise((r) => setTimeout(r, 500));
    await agent.kill();
    await agent.start();
    const failed = await getBackup(agent, id, ready.id);
    expect(failed.status).toBe("failed-to-restore");
    expect(failed.error).toContain(backupMessages.failedToRestore);
    // checksum verification was still running, so nothing was wiped
    expect(await sha256File(path.join(root, regionFile))).toBe(regionChecksum);
    expect((await agent.api("GET", `/api/servers/${id}/files/read?path=marker.txt`)).text).toBe("after backup");
    // retrying repeats the same restore (with wipe)
    await agent.api("POST", `/api/servers/${id}/backups/${ready.id}/retry`);
    const restored = await waitForBackup(agent, id, ready.id, ["ready", "failed-to-restore"]);
    expect(restored.status).toBe("ready");
    expect((await agent.api("GET", `/api/servers/${id}/files/read?path=marker.txt`)).status).toBe(404);
    expect(await sha256File(path.join(root, regionFile))).toBe(regionChecksum);
  });
});
