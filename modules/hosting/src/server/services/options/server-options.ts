import { z } from "zod";

import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { loaders } from "@hopper/agent/protocol";

import { agentJson } from "../agent/agent-client";
import { manageableServer, placedNode } from "../servers/server-access";

// The platform options of a server (docs/hosting.md "Options"): its name, a reinstall with another loader or game
// version, startup (Java version, JVM flags) and preferences. Each is saved on the server row and sent to the node.

export const SERVER_NAME_MAX = 64;

export async function renameServer(db: DbOrTx, actor: Actor | null, serverId: string, name: string) {
  const server = await manageableServer(db, actor, serverId);
  const trimmed = name.trim();
  if (!trimmed) throw new AppError("invalid_input", "The name is required.", { name: "The name is required." });
  if (trimmed.length > SERVER_NAME_MAX) {
    const message = `The name must be at most ${SERVER_NAME_MAX} characters.`;
    throw new AppError("invalid_input", message, { name: message });
  }
  await db.hostingServer.update({ where: { id: server.id }, data: { name: trimmed } });
  return { id: server.id, name: trimmed };
}

export const reinstallInputSchema = z.object({
  loader: z.enum(loaders),
  loaderVersion: z
    .string()
    .trim()
    .max(64, "The loader version must be at most 64 characters.")
    .regex(/^[A-Za-z0-9._+-]*$/, "The loader version may hold letters, digits and . _ + - only.")
    .optional(),
  gameVersion: z
    .string()
    .trim()
    .min(1, "The game version is required.")
    .max(32, "The game version must be at most 32 characters.")
    .regex(/^[A-Za-z0-9._+-]+$/, "The game version may hold letters, digits and . _ + - only."),
  wipe: z.boolean(),
});
export type ReinstallInput = z.infer<typeof reinstallInputSchema>;

/**
 * Reinstalls the server with a loader, loader version and game version (optionally wiping its files first). The
 * server is `installing` until the agent's install-result callback; a wipe also forgets the installed content.
 */
export async function reinstallServer(db: DbOrTx, actor: Actor | null, serverId: string, input: ReinstallInput) {
  const server = await manageableServer(db, actor, serverId);
  const node = placedNode(server);
  if (server.status !== "ready" && server.status !== "install_failed") {
    throw new AppError("conflict", "The server is still being set up; try again when it is ready.");
  }
  if (server.suspendedReason) throw new AppError("conflict", "A suspended server cannot be reinstalled.");
  const loaderVersion = input.loaderVersion || undefined;
  // The agent first: if it refuses (busy with a backup), nothing changes here.
  await agentJson(node, "POST", `/api/servers/${server.agentId}/install`, {
    json: { loader: input.loader, loaderVersion, gameVersion: input.gameVersion, wipe: input.wipe },
  });
  await db.hostingServer.update({
    where: { id: server.id },
    data: {
      loader: input.loader,
      loaderVersion: loaderVersion ?? null,
      gameVersion: input.gameVersion,
      status: "installing",
      statusMessage: null,
    },
  });
  if (input.wipe) await db.hostingServerContent.deleteMany({ where: { serverId: server.id } });
  return { id: server.id, status: "installing" as const };
}
