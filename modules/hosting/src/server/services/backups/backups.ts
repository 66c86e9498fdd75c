import type { Backup } from "@hopper/agent/protocol";
import { backupMessages, backupScheduleSchema } from "@hopper/agent/protocol";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { agentFetch, agentJson } from "../agent/agent-client";
import type { FileAccess } from "../files/file-access";
import { serverForFiles } from "../files/file-access";

// A server's backups through its agent (spec §3, §4, §8; docs/hosting.md "Backups"). The agent keeps the backups and
// their states (queued, creating, restoring, preparing download, the failed ones with their reason); the web app
// checks who may act, the plan's backup limit and the ids, and says the agent's refusals in its own words.

export type BackupView = Backup & { downloadUrl: string | null };
export interface BackupSchedule {
  intervalMinutes: number;
  retain: number;
}

/** States in which an operation is running on a backup (the panel disables other actions meanwhile). */
export const RUNNING_STATUSES: readonly Backup["status"][] = ["queued", "creating", "restoring", "preparing-download"];

/**
 * How many backups a plan keeps (docs/hosting.md "Backups"): 2 per GiB of memory, at least 4 and at most 16 — a
 * bigger plan has a bigger world and more reason to keep history, and the node's disk is sized by plans. Manual
 * backups count against it; automatic ones rotate within the schedule's `retain`, which is capped by it too.
 */
export function backupLimit(server: { memoryMiB: number }): number {
  return Math.min(16, Math.max(4, Math.floor(server.memoryMiB / 1024) * 2));
}

export const BACKUP_ID = /^[A-Za-z0-9-]{1,64}$/;
export const BACKUP_NAME_MAX = 64;

const backupsPath = (agentId: string) => `api/servers/${encodeURIComponent(agentId)}/backups`;
const backupPath = (agentId: string, backupId: string) => {
  if (!BACKUP_ID.test(backupId)) throw new AppError("not_found", "Backup not found");
  return `${backupsPath(agentId)}/${backupId}`;
};

async function onServer(db: DbOrTx, actor: Actor | null, id: string, access: FileAccess) {
  return serverForFiles(db, actor, id, access);
}

/** What the schedule form offers before one is set (automatic backups off). */
const DEFAULT_RETAIN = 3;

export interface BackupListing {
  backups: BackupView[];
  schedule: BackupSchedule;
  limit: number;
  /** True while any backup has an operation running (the page polls and disables the other actions). */
  running: boolean;
}

/** The backups, newest first, with the schedule and the plan's limit. */
export async function listBackups(db: DbOrTx, actor: Actor | null, id: string): Promise<BackupListing> {
  const { server, node } = await onServer(db, actor, id, "read");
  // The agent answers no schedule (null) until one is set: automatic backups are then off.
  const answer = await agentJson<{ backups: BackupView[]; schedule: BackupSchedule | null }>(
    node,
    "GET",
    backupsPath(server.agentId),
  );
  const backups = answer.backups
    .map((backup) => ({ ...backup, downloadUrl: backup.downloadUrl ?? null }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    backups,
    schedule: answer.schedule ?? { intervalMinutes: 0, retain: Math.min(DEFAULT_RETAIN, backupLimit(server)) },
    limit: backupLimit(server),
    running: backups.some((backup) => RUNNING_STATUSES.includes(backup.status)),
  };
}

async function backupsOf(node: Parameters<typeof agentJson>[0], agentId: string) {
  return (await agentJson<{ backups: BackupView[] }>(node, "GET", backupsPath(agentId))).backups;
}

/** Queues a backup named `name` (default: the date); refused past the plan's limit or while another one runs. */
export async function createBackup(db: DbOrTx, actor: Actor | null, id: string, rawName: string, now: Date) {
  const name = rawName.trim() || `Backup ${now.toISOString().slice(0, 16).replace("T", " ")}`;
  if (name.length > BACKUP_NAME_MAX) {
    throw new AppError("invalid_input", `A backup name has at most ${BACKUP_NAME_MAX} characters.`, {
      name: `At most ${BACKUP_NAME_MAX} characters.`,
    });
  }
  const { server, node } = await onServer(db, actor, id, "write");
  const existing = await backupsOf(node, server.agentId);
  const limit = backupLimit(server);
  if (existing.filter((backup) => !backup.automated).length >= limit) {
    throw new AppError("conflict", `This plan keeps at most ${limit} backups: delete one first.`);
  }
  if (existing.some((backup) => RUNNING_STATUSES.includes(backup.status))) {
    throw new AppError("conflict", "Another backup operation is running; wait for it to finish.");
  }
  return agentJson<Backup>(node, "POST", backupsPath(server.agentId), { json: { name, automated: false } });
}

/** Restores a backup over the server's files (`wipe`: delete everything first); a running server is stopped. */
export async function restoreBackup(db: DbOrTx, actor: Actor | null, id: string, backupId: string, wipe: boolean) {
  const { server, node } = await onServer(db, actor, id, "write");
  await agentFetch(node, "POST", `${backupPath(server.agentId, backupId)}/restore`, { json: { wipe } });
  return { restoring: true };
}

/** Deletes a backup; a locked one is refused (unlock it first). */
export async function deleteBackup(db: DbOrTx, actor: Actor | null, id: string, backupId: string) {
  const { server, node } = await onServer(db, actor, id, "write");
  await agentFetch(node, "DELETE", backupPath(server.agentId, backupId));
  return { deleted: true };
}

export async function lockBackup(db: DbOrTx, actor: Actor | null, id: string, backupId: string, locked: boolean) {
  const { server, node } = await onServer(db, actor, id, "write");
  return agentJson<Backup>(node, "POST", `${backupPath(server.agentId, backupId)}/${locked ? "lock" : "unlock"}`);
}

/**
 * Prepares a single-use download link (the agent checks the archive first). Asked again while it prepares, the
 * agent answers 'Already preparing backup for download'. Reading is enough: a suspended owner may take their world.
 */
export async function prepareBackupDownload(db: DbOrTx, actor: Actor | null, id: string, backupId: string) {
  const { server, node } = await onServer(db, actor, id, "read");
  try {
    await agentFetch(node, "POST", `${backupPath(server.agentId, backupId)}/download`);
  } catch (error) {
    if (error instanceof AppError && error.message === backupMessages.alreadyPreparing) {
      throw new AppError("conflict", backupMessages.alreadyPreparing);
    }
    throw error;
  }
  return { preparing: true };
}

/** One backup with its download link once prepared (the link is the agent's, at the node's public address). */
export async function backupDetail(db: DbOrTx, actor: Actor | null, id: string, backupId: string) {
  const { server, node } = await onServer(db, actor, id, "read");
  const backup = await agentJson<BackupView>(node, "GET", backupPath(server.agentId, backupId));
  return { ...backup, downloadUrl: backup.downloadUrl ?? null };
}

export async function cancelBackup(db: DbOrTx, actor: Actor | null, id: string, backupId: string) {
  const { server, node } = await onServer(db, actor, id, "read");
  await agentFetch(node, "POST", `${backupPath(server.agentId, backupId)}/cancel`);
  return { cancelled: true };
}

/** Retries the failed operation: create, restore (same wipe choice) or download preparation. */
export async function retryBackup(db: DbOrTx, actor: Actor | null, id: string, backupId: string) {
  const backup = await backupDetail(db, actor, id, backupId);
  // Preparing a download only reads; creating or restoring changes the server.
  const { server, node } = await onServer(db, actor, id, backup.status === "failed-to-prepare" ? "read" : "write");
  await agentFetch(node, "POST", `${backupPath(server.agentId, backupId)}/retry`);
  return { retried: true };
}

/** Automatic backups: every `intervalMinutes` (0 = off), keeping the newest `retain` (at most the plan's limit). */
export async function setBackupSchedule(db: DbOrTx, actor: Actor | null, id: string, input: BackupSchedule) {
  const schedule = backupScheduleSchema.parse(input);
  const { server, node } = await onServer(db, actor, id, "write");
  const limit = backupLimit(server);
  if (schedule.retain > limit) {
    throw new AppError("invalid_input", `This plan keeps at most ${limit} automatic backups.`, {
      retain: `At most ${limit}.`,
    });
  }
  const answer = await agentJson<{ schedule: BackupSchedule }>(
    node,
    "PUT",
    `api/servers/${encodeURIComponent(server.agentId)}/backup-schedule`,
    { json: schedule },
  );
  return answer.schedule;
}
