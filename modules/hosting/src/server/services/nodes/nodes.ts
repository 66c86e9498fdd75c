import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { Prisma } from "@hopper/core/db";
import { invalidInput } from "@hopper/core/errors";
import { z } from "zod";

import { agentJson } from "../agent/agent-client";
import { REGION_IDS } from "../regions";
import { nodeUsage } from "./capacity";
import type { NodeUsage } from "./capacity";
import { problem, refusal } from "./node-refusals";
import { encryptNodeToken, newNodeToken } from "./node-token";

// The nodes admins operate (/servers/admin, docs/hosting.md "Operating nodes"): register one (its token is shown
// once, with a ready agent.json), see capacity, use and health, drain it, rotate its token. Admins only: moderators
// and everyone else are refused.

export const NODE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
const URL_MAX = 255;
/** Capacity bounds: a node of 1 000 cores, 64 TiB memory or 1 PiB storage is a typo. */
const LIMITS = {
  cpu: { min: 1, max: 1024 },
  memoryMiB: { min: 512, max: 64 * 1024 * 1024 },
  diskMiB: { min: 1024, max: 1024 * 1024 * 1024 },
} as const;
const PORT_MIN = 1024;
const PORT_MAX = 65535;
/** A health check answers in well under a second; a node slower than this is reported as not answering. */
export const HEALTH_TIMEOUT_MS = 3_000;

export function requireNodeAdmin(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("errors.notAdmin"));
  if (actor.role !== "admin") throw refusal("forbidden", problem("errors.notAdmin"));
  return actor;
}

const httpUrl = () =>
  z
    .string()
    .trim()
    .max(URL_MAX, problem("errors.url").text)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
      } catch {
        return false;
      }
    }, problem("errors.url").text);

const capacity = (field: keyof typeof LIMITS, label: string) =>
  z.coerce
    .number()
    .catch(Number.NaN)
    .refine(
      (value) => Number.isInteger(value) && value >= LIMITS[field].min && value <= LIMITS[field].max,
      problem("errors.capacity", { field: label, min: String(LIMITS[field].min), max: String(LIMITS[field].max) }).text,
    );

const port = z.coerce
  .number()
  .catch(Number.NaN)
  .refine(
    (value) => Number.isInteger(value) && value >= PORT_MIN && value <= PORT_MAX,
    problem("errors.portRange").text,
  );

/** What registering a node takes (the form's fields). */
export const nodeInputSchema = z
  .object({
    id: z.string().trim().regex(NODE_ID_PATTERN, problem("errors.idFormat").text),
    name: z.string().trim().min(1, problem("errors.nameLength").text).max(64, problem("errors.nameLength").text),
    region: z
      .string()
      .refine((value) => (REGION_IDS as readonly string[]).includes(value), problem("errors.region").text),
    agentUrl: httpUrl(),
    publicUrl: httpUrl(),
    gameHost: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:[\]-]{1,255}$/, problem("errors.gameHost").text),
    cpu: capacity("cpu", "CPU cores"),
    memoryMiB: capacity("memoryMiB", "Memory"),
    diskMiB: capacity("diskMiB", "Storage"),
    portFirst: port,
    portLast: port,
  })
  .refine((input) => input.portFirst <= input.portLast, {
    error: problem("errors.portRange").text,
    path: ["portLast"],
  });

export type NodeInput = z.input<typeof nodeInputSchema>;

/** The agent.json a node needs (docs/agent.md "Configuration reference"), with its token in clear. */
export function agentConfigFor(
  node: { id: string; agentUrl: string; publicUrl: string },
  token: string,
  webAppUrl: string,
): Record<string, unknown> {
  const listenPort = Number(new URL(node.agentUrl).port || (node.agentUrl.startsWith("https:") ? 443 : 80));
  return {
    nodeId: node.id,
    nodeToken: token,
    webAppUrl,
    publicUrl: node.publicUrl,
    dataDir: "/var/lib/hopper-agent",
    listen: { host: "0.0.0.0", port: listenPort },
  };
}

export interface NodeSecret {
  nodeId: string;
  token: string;
  /** agent.json as text, ready to copy. */
  config: string;
}

const secretOf = (node: { id: string; agentUrl: string; publicUrl: string }, token: string, webAppUrl: string) => ({
  nodeId: node.id,
  token,
  config: JSON.stringify(agentConfigFor(node, token, webAppUrl), null, 2),
});

/** Registers a node (admin): answers its token, shown once, and its agent.json. */
export async function registerNode(
  db: DbOrTx,
  actor: Actor | null,
  input: NodeInput,
  webAppUrl: string,
): Promise<NodeSecret> {
  requireNodeAdmin(actor);
  const parsed = nodeInputSchema.safeParse(input);
  if (!parsed.success) {
    // each field's first problem beside its field; the form's line names the first of them
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "form")] ??= issue.message;
    throw invalidInput(parsed.error.issues[0]!.message, fields);
  }
  const data = parsed.data;
  const token = newNodeToken();
  try {
    const node = await db.hostingNode.create({ data: { ...data, tokenCiphertext: encryptNodeToken(token) } });
    return secretOf(node, token, webAppUrl);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw refusal("conflict", problem("errors.idTaken", { id: data.id }), "id");
    }
    throw error;
  }
}

async function existingNode(db: DbOrTx, id: string) {
  const node = NODE_ID_PATTERN.test(id) ? await db.hostingNode.findUnique({ where: { id } }) : null;
  if (!node) throw refusal("not_found", problem("errors.notFound"));
  return node;
}

/** A new token for a node (admin), shown once; the old one stops working for calls the web app makes at once. */
export async function rotateNodeToken(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  webAppUrl: string,
): Promise<NodeSecret> {
  requireNodeAdmin(actor);
  const node = await existingNode(db, id);
  const token = newNodeToken();
  await db.hostingNode.update({ where: { id: node.id }, data: { tokenCiphertext: encryptNodeToken(token) } });
  return secretOf(node, token, webAppUrl);
}

/** Drains a node (it keeps its servers but gets no new ones) or takes it back into placement (admin). */
export async function setNodeDraining(db: DbOrTx, actor: Actor | null, id: string, draining: boolean) {
  requireNodeAdmin(actor);
  const node = await existingNode(db, id);
  await db.hostingNode.update({ where: { id: node.id }, data: { draining } });
  return { id: node.id, draining };
}

export interface NodeHealth {
  ok: boolean;
  version: string | null;
  servers: number | null;
  error: string | null;
}

/**
 * Asks the node's agent for /api/system (short timeout) and records the answer: lastSeenAt when it answers, the
 * error otherwise (lastSeenAt stays, so "last seen" tells how long it has been silent).
 */
export async function checkNodeHealth(
  db: DbOrTx,
  node: { id: string; agentUrl: string; tokenCiphertext: string },
  now: Date,
): Promise<NodeHealth> {
  try {
    const system = await agentJson<{ nodeId: string; version: string; servers: number; docker: boolean }>(
      node,
      "GET",
      "/api/system",
      { timeoutMs: HEALTH_TIMEOUT_MS },
    );
    if (system.nodeId !== node.id) throw new Error(`the agent says it is node ${system.nodeId}`);
    if (!system.docker) throw new Error("the agent cannot reach its Docker engine");
    await db.hostingNode.update({ where: { id: node.id }, data: { lastSeenAt: now, lastError: null } });
    return { ok: true, version: system.version, servers: system.servers, error: null };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db.hostingNode.update({ where: { id: node.id }, data: { lastError: message } });
    return { ok: false, version: null, servers: null, error: message };
  }
}

/** Checks every node at once (the health job, and the admin page when it opens). */
export async function checkAllNodes(db: DbOrTx, now: Date): Promise<Map<string, NodeHealth>> {
  const nodes = await db.hostingNode.findMany({ select: { id: true, agentUrl: true, tokenCiphertext: true } });
  const results = await Promise.all(
    nodes.map(async (node) => [node.id, await checkNodeHealth(db, node, now)] as const),
  );
  return new Map(results);
}

export interface NodeRow extends Omit<NodeUsage, "node"> {
  node: Omit<NodeUsage["node"], "tokenCiphertext">;
  health: NodeHealth;
}

/** Every node with its capacity, use, free room and health checked now (admin). Never the token. */
export async function listNodes(db: DbOrTx, actor: Actor | null, now: Date): Promise<NodeRow[]> {
  requireNodeAdmin(actor);
  const health = await checkAllNodes(db, now);
  const usage = await nodeUsage(db);
  return usage.map(({ node: { tokenCiphertext: _secret, ...node }, used, free }) => ({
    node,
    used,
    free,
    health: health.get(node.id) ?? { ok: false, version: null, servers: null, error: null },
  }));
}
