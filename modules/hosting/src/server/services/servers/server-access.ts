import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { ID_PATTERN } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

// Who may see and manage a server (docs/hosting.md "Who can do what"): its owner, and admins (support). Anyone
// else, moderators included, is told it does not exist, so server ids cannot be probed.

export const SERVER_NOT_FOUND = "Server not found";

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError("unauthorized", "Sign in to manage your servers.");
  return actor;
}

export function requireAdmin(actor: Actor | null): Actor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== "admin") throw new AppError("forbidden", "Only administrators can do this.");
  return signedIn;
}

/** An account-less server (its owner deleted the account) is only the admins', until the hourly job removes it. */
export function mayManage(actor: Actor, server: { ownerId: string | null }): boolean {
  return server.ownerId === actor.userId || actor.role === "admin";
}

/** The server with its node when the actor may manage it; otherwise not_found ('Server not found'). */
export async function manageableServer(db: DbOrTx, actor: Actor | null, id: string) {
  const signedIn = requireSignedIn(actor);
  const server = ID_PATTERN.test(id)
    ? await db.hostingServer.findUnique({ where: { id }, include: { node: true } })
    : null;
  if (!server || server.status === "deleted" || !mayManage(signedIn, server)) {
    throw new AppError("not_found", SERVER_NOT_FOUND);
  }
  return server;
}

/** The server's node when it has been placed on one; a server still being set up answers a clear conflict. */
export function placedNode<N>(server: { node: N | null }): N {
  if (!server.node) throw new AppError("conflict", "This server is still being set up.");
  return server.node;
}
