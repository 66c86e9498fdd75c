import { SignJWT } from "jose";

import type { ConsoleTokenClaims, Permission } from "@hopper/agent/protocol";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { decryptNodeToken } from "../nodes/node-token";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";

// The short-lived token a browser presents to a node's console socket (docs/hosting.md "Console", docs/agent.md
// "Console WebSocket"): HS256 signed with the node token, bound to one server and one user, ten minutes long. The
// browser fetches a new one when the agent says `token-expiring` and re-sends `auth` on the same socket.

/** How long a console token lives: the agent warns a minute before, and the page then fetches a fresh one. */
export const CONSOLE_TOKEN_SECONDS = 10 * 60;

/**
 * What the owner (and an admin, as support) may do on the socket: everything the agent offers today, named one by
 * one rather than `*`, so a permission a later agent adds is not granted before we decide who gets it.
 */
export const MANAGER_PERMISSIONS: readonly Permission[] = [
  "websocket.connect",
  "control.console",
  "control.start",
  "control.stop",
  "control.restart",
  "control.kill",
  "backup.read",
  "install.read",
];

export interface ConsoleToken {
  token: string;
  /** ws(s)://<node public URL>/api/servers/<agentId>/ws */
  socketUrl: string;
  expiresAt: Date;
}

/** The node's console socket address: its public URL with ws/wss for http/https. */
export function consoleSocketUrl(publicUrl: string, agentId: string): string {
  const url = new URL(publicUrl);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/api/servers/${encodeURIComponent(agentId)}/ws`;
  url.search = "";
  url.hash = "";
  return url.toString();
}

/**
 * A console token for a server the actor manages (owner or admin; anyone else: 'Server not found'). Refused while
 * the server is suspended (it cannot run, and its console must not take commands) or not set up yet.
 */
export async function consoleToken(
  db: DbOrTx,
  actor: Actor | null,
  serverId: string,
  now: Date,
): Promise<ConsoleToken> {
  const signedIn = requireSignedIn(actor);
  const server = await manageableServer(db, signedIn, serverId);
  if (server.suspendedReason) {
    throw new AppError("conflict", "This server is suspended: its console opens again once it is resumed.");
  }
  const node = placedNode(server);
  if (server.status !== "ready") throw new AppError("conflict", "This server is still being set up.");
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + CONSOLE_TOKEN_SECONDS;
  const claims: ConsoleTokenClaims = {
    purpose: "console",
    server_id: server.agentId,
    sub: signedIn.userId,
    permissions: [...MANAGER_PERMISSIONS],
    iat,
    exp,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(decryptNodeToken(node.tokenCiphertext)));
  return { token, socketUrl: consoleSocketUrl(node.publicUrl, server.agentId), expiresAt: new Date(exp * 1000) };
}
