import type { Db, DbOrTx } from "@hopper/core/db";
import { sendJob } from "@hopper/core/jobs";

import { installModpack } from "../content/modpack";
import { notifyServerReady } from "./provision";

// What follows a server's first successful install (docs/hosting.md "Provisioning"): the owner is told it is ready
// and, for a server ordered with a modpack, the pack is installed. The install-result callback calls
// `onInstallResult` inside its transaction; the pack's downloads take minutes, so they run in a job
// (`hosting.install-modpack`) queued in that transaction, never inside it.

export const INSTALL_MODPACK_JOB = "hosting.install-modpack";

/** The statuses a server has before its first install result; a later reinstall comes from ready. */
const BEFORE_FIRST_READY = ["provisioning", "installing", "install_failed"];

/**
 * Called by the install-result callback BEFORE it marks the server ready (so the previous status is still there):
 * on the first success of a server of this node, the ready notification and the pack's install job.
 */
export async function onInstallResult(
  tx: DbOrTx,
  nodeId: string,
  event: { serverId: string; successful: boolean; reinstall: boolean },
): Promise<void> {
  if (!event.successful || event.reinstall) return;
  const server = await tx.hostingServer.findFirst({
    where: { agentId: event.serverId, nodeId, status: { in: BEFORE_FIRST_READY } },
    select: { id: true, ownerId: true, name: true, modpackVersionId: true },
  });
  if (!server) return;
  await notifyServerReady(tx, server);
  if (server.modpackVersionId) {
    await sendJob(INSTALL_MODPACK_JOB, { serverId: server.id }, { tx, singletonKey: `modpack:${server.id}` });
  }
}

export type PackOutcome = "installed" | "skipped";

/**
 * The install-modpack job: the ordered pack onto a ready server. Installing rewrites the same files, so a retried
 * or replayed job is harmless; a server that is gone, not ready or without a pack is skipped.
 */
export async function installOrderedPack(db: Db, serverId: string): Promise<PackOutcome> {
  const server = await db.hostingServer.findUnique({ where: { id: serverId } });
  if (!server || server.status !== "ready" || !server.modpackVersionId || !server.nodeId) return "skipped";
  await installModpack(db, serverId);
  return "installed";
}
