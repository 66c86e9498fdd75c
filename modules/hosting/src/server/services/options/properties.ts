import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { agentFetch } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";
import { applyProperties, parseProperties, propertyProblem, propertyRows } from "./properties-format";

// server.properties through the agent's file API. The game writes the file on its first start; before that the
// form shows the known keys empty and saving creates the file. Changes apply on the next start.

const FILE = "server.properties";
/** At most this many keys in one save. */
export const MAX_PROPERTY_CHANGES = 200;

async function readFile(node: Parameters<typeof agentFetch>[0], agentId: string): Promise<string> {
  try {
    const response = await agentFetch(node, "GET", `/api/servers/${agentId}/files/read`, { query: { path: FILE } });
    return await response.text();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return "";
    throw error;
  }
}

export async function readProperties(db: DbOrTx, actor: Actor | null, serverId: string) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "read");
  const text = await readFile(placedNode(server), server.agentId);
  return { exists: text !== "", ...propertyRows(parseProperties(text).values) };
}

export async function writeProperties(
  db: DbOrTx,
  actor: Actor | null,
  serverId: string,
  changes: Record<string, string>,
) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  const entries = Object.entries(changes);
  if (entries.length === 0) throw new AppError("invalid_input", "Nothing to save.");
  if (entries.length > MAX_PROPERTY_CHANGES) throw new AppError("invalid_input", "Too many properties at once.");
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    const problem = propertyProblem(key, value);
    if (problem) fields[key] = problem;
  }
  if (Object.keys(fields).length > 0) throw new AppError("invalid_input", Object.values(fields)[0]!, fields);
  const current = await readFile(node, server.agentId);
  const next = applyProperties(current, changes);
  await agentFetch(node, "PUT", `/api/servers/${server.agentId}/files/write`, { query: { path: FILE }, body: next });
  return { saved: entries.length };
}
