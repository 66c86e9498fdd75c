import { backupMessages, type BackupStatus } from "../protocol.js";

export type BackupTask = "create" | "restore" | "download";

/** Statuses that mean an operation is running. */
export const IN_PROGRESS: BackupStatus[] = ["queued", "creating", "restoring", "preparing-download"];

/** What an operation left running by a dead agent process becomes on the next start. */
export function interruptedStatus(status: BackupStatus): BackupStatus | null {
  if (status === "queued" || status === "creating") return "failed-to-create";
  if (status === "restoring") return "failed-to-restore";
  if (status === "preparing-download") return "failed-to-prepare";
  return null;
}

export function messageFor(status: BackupStatus): string {
  if (status === "failed-to-restore") return backupMessages.failedToRestore;
  if (status === "failed-to-prepare") return backupMessages.failedToPrepare;
  return backupMessages.failedToCreate;
}

export function taskOf(status: BackupStatus): BackupTask {
  if (status === "restoring" || status === "failed-to-restore") return "restore";
  if (status === "preparing-download" || status === "failed-to-prepare") return "download";
  return "create";
}
