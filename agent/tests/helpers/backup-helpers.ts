import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Backup } from "../../src/protocol.js";
import type { AgentProcess } from "./agent-process.js";
import { waitUntil } from "./fixtures.js";

export type BackupView = Backup & { downloadUrl: string | null };

export async function getBackup(agent: AgentProcess, serverId: string, backupId: string): Promise<BackupView> {
  return (await agent.api<BackupView>("GET", `/api/servers/${serverId}/backups/${backupId}`)).json;
}

/** Polls until the backup reaches one of `statuses`; returns it. */
export async function waitForBackup(
  agent: AgentProcess,
  serverId: string,
  backupId: string,
  statuses: Backup["status"][],
  timeoutMs = 60_000,
): Promise<BackupView> {
  let last: BackupView | null = null;
  await waitUntil(async () => {
    last = await getBackup(agent, serverId, backupId);
    return statuses.includes(last.status);
  }, timeoutMs);
  return last as unknown as BackupView;
}

export function archivePath(agent: AgentProcess, serverId: string, backupId: string): string {
  return path.join(agent.dir, "data", "backups", serverId, `${backupId}.tar.gz`);
}

export async function sha256File(file: string): Promise<string> {
  return `sha256:${createHash("sha256")
    .update(await readFile(file))
    .digest("hex")}`;
}
