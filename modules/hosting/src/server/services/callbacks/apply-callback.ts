import { createHash, timingSafeEqual } from "node:crypto";

import { backupSchema, serverIdSchema, serverStates } from "@hopper/agent/protocol";
import type { CallbackEnvelope } from "@hopper/agent/protocol";
import type { Db, DbOrTx } from "@hopper/core/db";
import { z } from "zod";

import { decryptNodeToken } from "../nodes/node-token";
import { problem, refusal } from "../nodes/node-refusals";
import { onInstallResult } from "../servers/first-ready";

// Agents report what happened on their node (docs/agent.md "Callbacks"): a server's power state, the end of an
// install, the end of a backup task. An agent keeps a callback on disk and sends it again until it gets a 2xx, so
// every envelope is applied at most once, by its id, inside the transaction that applies it (docs/hosting.md
// "Operating nodes").

/** An envelope is a few hundred bytes; a backup result with a long name stays far below this. */
export const CALLBACK_BODY_MAX = 64 * 1024;

const callbackEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("server-state"),
    serverId: serverIdSchema,
    state: z.enum(serverStates),
    crashed: z.boolean(),
    exitCode: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal("install-result"),
    serverId: serverIdSchema,
    successful: z.boolean(),
    reinstall: z.boolean(),
    error: z.string().max(10_000).nullable(),
  }),
  z.object({
    kind: z.literal("backup-result"),
    serverId: serverIdSchema,
    backup: backupSchema,
    task: z.enum(["create", "restore", "download"]),
  }),
  z.object({
    kind: z.literal("backup-progress"),
    serverId: serverIdSchema,
    backupId: z.string().max(64),
    task: z.enum(["create", "restore"]),
    progress: z.number(),
  }),
]);

export const callbackEnvelopeSchema = z.object({
  id: z.string().min(1).max(64),
  nodeId: z.string().min(1).max(32),
  createdAt: z.string().max(64),
  event: callbackEventSchema,
}) satisfies z.ZodType<CallbackEnvelope>;

export type ParsedEnvelope = z.infer<typeof callbackEnvelopeSchema>;

/** The envelope in a callback body, or a 400 that names what is wrong in general terms. */
export function parseEnvelope(body: string): ParsedEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw refusal("invalid_input", problem("errors.callbackBody"));
  }
  const parsed = callbackEnvelopeSchema.safeParse(json);
  if (!parsed.success) throw refusal("invalid_input", problem("errors.callbackBody"));
  return parsed.data;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * A known node presenting another token: after an admin rotates a node's token, its agent keeps the old one until
 * it is restarted with the new `agent.json`. The route answers 503 with Retry-After (not a 4xx, which the agent
 * parks for good in outbox/rejected), so the agent keeps its callbacks and delivers them once it has the new token;
 * nothing is applied meanwhile.
 */
export class OutdatedNodeToken extends Error {
  constructor() {
    super(problem("errors.callbackTokenOutdated").text);
    this.name = "OutdatedNodeToken";
  }
}

/**
 * The node named by the envelope, when the Bearer token is its token: 401 without a token or for an unknown node,
 * OutdatedNodeToken (503 at the route) for a known node with another token. Digests of equal length are compared
 * in constant time.
 */
export async function authenticateNode(db: DbOrTx, nodeId: string, authorization: string | null) {
  const presented = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!presented) throw refusal("unauthorized", problem("errors.callbackToken"));
  const node = await db.hostingNode.findUnique({ where: { id: nodeId } });
  let expected: string | null = null;
  try {
    expected = node ? decryptNodeToken(node.tokenCiphertext) : null;
  } catch {
    expected = null;
  }
  // compared even for an unknown node, so the answer takes as long either way
  const same = timingSafeEqual(digest(presented), digest(expected ?? "\0no node"));
  if (!node) throw refusal("unauthorized", problem("errors.callbackRefused"));
  if (!expected || !same) throw new OutdatedNodeToken();
  return node;
}

export interface CallbackReceipt {
  /** True when this envelope id was applied before: nothing changed. */
  duplicate: boolean;
}

const STATUS_MESSAGE_MAX = 500;

/**
 * Applies one authenticated envelope of `nodeId` once: records its id, bumps the node's last-seen time and changes
 * the server it names, if that server is on this node (an agent cannot touch another node's servers).
 */
export async function applyCallback(
  db: Db,
  nodeId: string,
  envelope: ParsedEnvelope,
  now: Date,
): Promise<CallbackReceipt> {
  const { event } = envelope;
  // Progress is best effort and frequent: the browser follows it on the console socket, nothing stores it.
  if (event.kind === "backup-progress") {
    await db.hostingNode.update({ where: { id: nodeId }, data: { lastSeenAt: now } });
    return { duplicate: false };
  }
  return db.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a concurrent duplicate waits for this row and then inserts nothing
    const recorded = await tx.hostingAgentEvent.createMany({
      data: [{ id: envelope.id, nodeId, kind: event.kind, receivedAt: now }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return { duplicate: true };
    await tx.hostingNode.update({ where: { id: nodeId }, data: { lastSeenAt: now, lastError: null } });
    const ofThisNode = { agentId: event.serverId, nodeId, status: { not: "deleted" } };
    switch (event.kind) {
      case "server-state":
        await tx.hostingServer.updateMany({ where: ofThisNode, data: { state: event.state } });
        break;
      case "install-result":
        // before the update, while the previous status tells a first install from a reinstall (notify, modpack)
        await onInstallResult(tx, nodeId, event);
        await tx.hostingServer.updateMany({
          where: ofThisNode,
          data: event.successful
            ? { status: "ready", statusMessage: null }
            : {
                status: "install_failed",
                statusMessage: (event.error || "The install failed.").slice(0, STATUS_MESSAGE_MAX),
              },
        });
        break;
      case "backup-result":
        // backups live on the agent; the backups page reads them from there
        break;
    }
    return { duplicate: false };
  });
}
