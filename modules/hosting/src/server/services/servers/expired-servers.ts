import type { Db, DbOrTx, Prisma } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { serverIsPaid } from "@hopper/billing/server";
import { notify } from "@hopper/notifications/server";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

import { expiryNotificationMessages } from "../../../ui/expiry/expiry-messages";
import { agentFetch } from "../agent/agent-client";

// Deleting servers left unpaid (docs/hosting.md "Deletion after suspension"): a server suspended for billing
// (payment failed or subscription cancelled) since `suspendedAt` is deleted HOSTING_DELETE_AFTER_DAYS later — on
// its node first (DELETE /api/servers/:id; already gone is fine), then the row becomes `deleted` and gives back its
// port (capacity counts only servers not deleted). Its owner is warned DELETION_WARNING_DAYS before and told after.
// Staff suspensions are never deleted by this. Every step is guarded, so a run repeated or cut short is harmless.

/** The owner is warned this many days before the deletion. */
export const DELETION_WARNING_DAYS = 3;
/** Servers handled per run (the job runs hourly; more wait for the next run). */
const BATCH = 50;
const BILLING_REASONS = ["paymentfailed", "cancelled"];
const DAY_MS = 24 * 60 * 60 * 1000;

const text = translatorFor(expiryNotificationMessages, "en-US") as unknown as (
  key: keyof typeof expiryNotificationMessages.messages,
  values?: Record<string, string>,
) => string;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** When a server suspended for billing at `suspendedAt` is deleted. */
export function deletionDate(suspendedAt: Date, days: number): Date {
  return new Date(suspendedAt.getTime() + days * DAY_MS);
}

/** Billing suspensions that began at or before `before`, not deleted yet, oldest first. */
function suspendedBefore(db: DbOrTx, before: Date) {
  return db.hostingServer.findMany({
    where: { status: { not: "deleted" }, suspendedReason: { in: BILLING_REASONS }, suspendedAt: { lte: before } },
    include: { node: true },
    orderBy: [{ suspendedAt: "asc" }, { id: "asc" }],
    take: BATCH,
  });
}

/** Warns the owners of servers to be deleted within DELETION_WARNING_DAYS, once per suspension. */
export async function warnExpiringServers(db: DbOrTx, now: Date, days: number): Promise<number> {
  const servers = await suspendedBefore(
    db,
    new Date(now.getTime() - Math.max(0, days - DELETION_WARNING_DAYS) * DAY_MS),
  );
  let warned = 0;
  for (const server of servers) {
    if (!server.ownerId) continue;
    const suspendedAt = server.suspendedAt!;
    const date = day(deletionDate(suspendedAt, days));
    const fresh = await notify(db, {
      userId: server.ownerId,
      type: "subscription_changed",
      title: text("warningTitle", { name: server.name, date }),
      text: text("warningText", { since: day(suspendedAt), date }),
      link: `/servers/manage/${server.id}`,
      body: { server_id: server.id, deletes_at: deletionDate(suspendedAt, days).toISOString() },
      // one warning per suspension: a later suspension of the same server warns again
      dedupeKey: `hosting:deletion-warning:${server.id}:${suspendedAt.getTime()}`,
    });
    if (fresh) warned += 1;
  }
  return warned;
}

export interface DeletionRun {
  deleted: string[];
  /** Servers whose node could not be reached: they stay as they are and the next run tries again. */
  failed: string[];
}

type ServerWithNode = Awaited<ReturnType<typeof suspendedBefore>>[number];

/**
 * Removes a server from its node (already gone is fine), then marks the row deleted under `still` — the conditions
 * that made it deletable, checked again in the update so a resume or a staff suspension in between wins — and tells
 * the owner, if there still is one. "failed": the node could not be reached; the next run tries again.
 */
async function deleteServer(
  db: Db,
  server: ServerWithNode,
  still: Prisma.HostingServerWhereInput,
  notice: { title: string; text: string } | null,
): Promise<"deleted" | "kept" | "failed"> {
  if (server.node && server.status !== "provisioning" && server.status !== "awaiting_payment") {
    try {
      await agentFetch(server.node, "DELETE", `/api/servers/${server.agentId}`, { timeoutMs: 60_000 });
    } catch (error) {
      if (!(error instanceof AppError && error.code === "not_found")) return "failed";
    }
  }
  const deleted = await db.$transaction(async (tx) => {
    const changed = await tx.hostingServer.updateMany({
      where: { id: server.id, status: { not: "deleted" }, ...still },
      data: { status: "deleted", port: null, state: "offline", statusMessage: null },
    });
    if (changed.count === 0) return false;
    await tx.hostingServerContent.deleteMany({ where: { serverId: server.id } });
    if (server.ownerId && notice) {
      await notify(tx, {
        userId: server.ownerId,
        type: "subscription_changed",
        title: notice.title,
        text: notice.text,
        link: "/servers",
        body: { server_id: server.id, deleted: true },
        dedupeKey: `hosting:deleted:${server.id}`,
      });
    }
    return true;
  });
  return deleted ? "deleted" : "kept";
}

/** Deletes the servers suspended for billing longer than `days`. */
export async function deleteExpiredServers(db: Db, now: Date, days: number): Promise<DeletionRun> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const run: DeletionRun = { deleted: [], failed: [] };
  for (const server of await suspendedBefore(db, cutoff)) {
    // Paid in the meantime (the resume clears the row right after): keep it.
    if (await serverIsPaid(db, server.id)) continue;
    const outcome = await deleteServer(
      db,
      server,
      { suspendedReason: { in: BILLING_REASONS }, suspendedAt: { lte: cutoff } },
      { title: text("deletedTitle", { name: server.name }), text: text("deletedText", { days: String(days) }) },
    );
    if (outcome !== "kept") run[outcome].push(server.id);
  }
  return run;
}

/**
 * Deletes the servers of deleted accounts (the row keeps `ownerId` null, docs/hosting.md "Deletion after
 * suspension"): nobody can manage or pay for them any more, and their containers would hold the node's capacity.
 */
export async function deleteOwnerlessServers(db: Db): Promise<DeletionRun> {
  const run: DeletionRun = { deleted: [], failed: [] };
  const servers = await db.hostingServer.findMany({
    where: { ownerId: null, status: { not: "deleted" } },
    include: { node: true },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  for (const server of servers) {
    const outcome = await deleteServer(db, server, { ownerId: null }, null);
    if (outcome !== "kept") run[outcome].push(server.id);
  }
  return run;
}
