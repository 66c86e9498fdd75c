import type { CreateServerRequest, ServerView } from "@hopper/agent/protocol";
import type { Db, DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { componentLogger } from "@hopper/core/log";
import { notify } from "@hopper/notifications/server";

import { agentJson } from "../agent/agent-client";
import type { AgentNode } from "../agent/agent-client";
import { allocatePort, pickNode } from "../nodes/capacity";
import { regionName } from "../regions";
import { notificationText } from "./buying-refusals";

// Provisioning (docs/hosting.md "Provisioning"): a paid server is placed on a node of its region with room, created
// on that node's agent and installed there. Every step is a guarded update or an idempotent agent call, so a
// replayed event, a retried job or a rerun after a crash between the database and the agent never makes two
// servers: the agent id is fixed when the order is placed, and the node and port are recorded before the agent is
// asked.

/** The game's port inside the container (the image listens there; the node's port maps to it). */
export const GAME_PORT = 25565;
/** Statuses the billing events leave to the install: a server past them exists on its agent. */
const PLACED_STATUSES = ["installing", "ready", "install_failed"];

export type ProvisionOutcome =
  | "gone" // no such server, or deleted
  | "waiting" // no node of the region has room: still provisioning, retried later
  | "created" // created on the agent, installing
  | "resumed" // it existed and was suspended by billing: resumed
  | "unchanged"; // nothing to do (already installing/ready and not suspended, or suspended by staff)

const log = () => componentLogger("hosting");

type ServerRow = NonNullable<Awaited<ReturnType<typeof serverWithNode>>>;

function serverWithNode(db: DbOrTx, serverId: string) {
  return db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } });
}

/** What the agent is asked to create: the server's plan, its port, what to install; suspended if it already is. */
export function createRequest(server: ServerRow & { port: number }): CreateServerRequest {
  return {
    id: server.agentId,
    plan: { cpu: server.cpu, memoryMiB: server.memoryMiB, swapMiB: server.swapMiB, diskMiB: server.diskMiB },
    ports: [{ host: server.port, container: GAME_PORT, protocol: "tcp" }],
    install: {
      loader: server.loader as NonNullable<CreateServerRequest["install"]>["loader"],
      ...(server.loaderVersion ? { loaderVersion: server.loaderVersion } : {}),
      gameVersion: server.gameVersion,
    },
    suspended: server.suspendedReason !== null,
    crashRestart: true,
  };
}

/**
 * Places the server: in one transaction, under pickNode's lock on the region's nodes, a node with room and its
 * lowest free port, status provisioning. Without room it stays provisioning with a message (the sweep retries).
 */
async function place(db: Db, serverId: string, now: Date): Promise<ServerRow | null> {
  return db.$transaction(async (tx) => {
    const server = await serverWithNode(tx, serverId);
    if (!server || server.nodeId) return server;
    const node = await pickNode(tx, server.region, server, now);
    if (!node) {
      await tx.hostingServer.updateMany({
        where: { id: serverId, nodeId: null, status: { in: ["awaiting_payment", "provisioning"] } },
        data: {
          status: "provisioning",
          statusMessage: `Waiting for room in ${regionName(server.region)}: your server will be set up as soon as a node has room.`,
        },
      });
      return null;
    }
    const port = await allocatePort(tx, node);
    await tx.hostingServer.update({
      where: { id: serverId },
      data: { nodeId: node.id, port, status: "provisioning", statusMessage: null },
    });
    return serverWithNode(tx, serverId);
  });
}

/** Creates the server on its node's agent; one that already exists there (a rerun) counts as created. */
async function createOnAgent(node: AgentNode, request: CreateServerRequest): Promise<void> {
  try {
    await agentJson<ServerView>(node, "POST", "/api/servers", { json: request, timeoutMs: 60_000 });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "conflict") throw error;
    // 409: either "A server with this id already exists" (ours, from an earlier run) or the node is unreachable;
    // asking for it tells the two apart (an unreachable node throws again, and the job retries).
    await agentJson<ServerView>(node, "GET", `/api/servers/${request.id}`);
  }
}

/**
 * A paid period of the server's subscription (SUBSCRIPTION_PROVISIONED, or the sweep): place and create it when it
 * is new, resume it when billing had suspended it. Throws when the agent cannot be reached (the job retries).
 */
export async function provisionServer(db: Db, serverId: string, now: Date): Promise<ProvisionOutcome> {
  let server = await serverWithNode(db, serverId);
  if (!server || server.status === "deleted") return "gone";

  if (PLACED_STATUSES.includes(server.status)) return resumeServer(db, server, now);

  if (!server.nodeId) {
    server = await place(db, serverId, now);
    if (!server) {
      log().warn({ serverId }, "no node has room for a paid server; it waits in provisioning");
      return "waiting";
    }
  }
  if (!server.node || server.port === null || server.status !== "provisioning") return "unchanged";
  await createOnAgent(server.node, createRequest({ ...server, port: server.port }));
  await db.hostingServer.updateMany({
    where: { id: serverId, status: "provisioning" },
    data: { status: "installing", statusMessage: null },
  });
  return "created";
}

/**
 * The server is paid again: billing's suspension is lifted (a staff suspension stays until staff lift it). The row
 * first, then the agent: a suspension retry arriving later sees the payment (suspendForBilling re-checks billing),
 * and a resume whose agent call failed is retried by the job — the row no longer suspended, the agent is told again
 * (idempotent) on every provisioned event of a placed server.
 */
async function resumeServer(db: Db, server: ServerRow, now: Date): Promise<ProvisionOutcome> {
  if (server.suspendedReason === "staff") return "unchanged";
  const outcome = await db.$transaction(async (tx): Promise<ProvisionOutcome> => {
    const lifted = await tx.hostingServer.updateMany({
      where: { id: server.id, suspendedReason: { in: ["paymentfailed", "cancelled"] } },
      data: { suspendedReason: null, suspendedMessage: null, suspendedAt: null },
    });
    if (lifted.count === 0) return "unchanged";
    if (server.ownerId) {
      await notify(tx, {
        userId: server.ownerId,
        type: "subscription_changed",
        title: notificationText("resumedTitle", { name: server.name }),
        text: notificationText("resumedText"),
        link: `/servers/manage/${server.id}`,
        body: { server_id: server.id, suspended: false },
        dedupeKey: `hosting:resumed:${server.id}:${now.getTime()}`,
      });
    }
    return "resumed";
  });
  const current = await serverWithNode(db, server.id);
  if (current?.node && current.suspendedReason === null) {
    await agentJson<ServerView>(current.node, "PATCH", `/api/servers/${current.agentId}`, {
      json: { suspended: false },
    });
  }
  return outcome;
}

/** Every paid server still waiting for a node or for its agent (the sweep job, every few minutes). */
export async function provisionPending(db: Db, now: Date): Promise<Record<ProvisionOutcome | "failed", number>> {
  const pending = await db.hostingServer.findMany({
    where: { status: "provisioning" },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 100,
  });
  const report = { gone: 0, waiting: 0, created: 0, resumed: 0, unchanged: 0, failed: 0 };
  for (const { id } of pending) {
    try {
      report[await provisionServer(db, id, now)] += 1;
    } catch (error) {
      report.failed += 1;
      log().warn({ serverId: id, err: error }, "provisioning a paid server failed; the sweep retries");
    }
  }
  return report;
}

/**
 * The owner's notification that the server was installed (N's install-result callback calls it when the status
 * becomes ready, in its transaction). Sent once per server.
 */
export async function notifyServerReady(
  tx: DbOrTx,
  server: { id: string; ownerId: string | null; name: string },
): Promise<void> {
  if (!server.ownerId) return;
  await notify(tx, {
    userId: server.ownerId,
    type: "subscription_changed",
    title: notificationText("readyTitle", { name: server.name }),
    text: notificationText("readyText"),
    link: `/servers/manage/${server.id}`,
    body: { server_id: server.id, ready: true },
    dedupeKey: `hosting:ready:${server.id}`,
  });
}
