import { z } from "zod";

import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { agentJson } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";
import { startupOf } from "./startup";

// Preferences (docs/hosting.md "Options"): whether the node restarts the server after a crash (the agent's
// crashRestart) and how many console lines the overview keeps on screen.

export const CONSOLE_LINES = { min: 100, max: 5000, default: 1000 } as const;

export const preferencesSchema = z.object({
  crashRestart: z.boolean().default(true),
  consoleLines: z
    .number()
    .int("Console lines must be a whole number.")
    .min(CONSOLE_LINES.min, `Console lines must be from ${CONSOLE_LINES.min} to ${CONSOLE_LINES.max}.`)
    .max(CONSOLE_LINES.max, `Console lines must be from ${CONSOLE_LINES.min} to ${CONSOLE_LINES.max}.`)
    .default(CONSOLE_LINES.default),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export function preferencesOf(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : preferencesSchema.parse({});
}

export async function savePreferences(db: DbOrTx, actor: Actor | null, serverId: string, input: Preferences) {
  const server = await manageableServer(db, actor, serverId);
  requireServerAccess(requireSignedIn(actor), server, "write");
  const node = placedNode(server);
  const parsed = preferencesSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input", parsed.error.issues[0]?.message ?? "Invalid preferences.");
  const current = preferencesOf(server.preferences);
  if (current.crashRestart !== parsed.data.crashRestart) {
    await agentJson(node, "PATCH", `/api/servers/${server.agentId}`, {
      json: { crashRestart: parsed.data.crashRestart },
    });
  }
  await db.hostingServer.update({ where: { id: server.id }, data: { preferences: parsed.data } });
  return parsed.data;
}

/** Everything the options pages show besides the server view: stored startup and preferences. */
export async function serverOptions(db: DbOrTx, actor: Actor | null, serverId: string) {
  const server = await manageableServer(db, actor, serverId);
  return { startup: startupOf(server.startup), preferences: preferencesOf(server.preferences) };
}
