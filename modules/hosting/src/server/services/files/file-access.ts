import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import type { AgentNode } from "../agent/agent-client";
import { manageableServer, placedNode, requireSignedIn } from "../servers/server-access";
import { requireServerAccess } from "../servers/suspension-guard";

// Who may read and write a server's files and backups (docs/hosting.md "Files", "Suspended servers"). The owner and
// admins manage them. A suspended server keeps its files: a server suspended for an unpaid or cancelled subscription
// stays READABLE to its owner (browse, open, download files and backups — their world is theirs to take away) but
// nothing can be changed until it is paid again; a server suspended by staff is closed to its owner entirely (the
// reference daemon lets a suspended owner download nothing; staff suspensions are for abuse). Admins keep full
// access in every case (support).

export type FileAccess = "read" | "write";

export interface ServerOnNode {
  server: { id: string; agentId: string; ownerId: string | null; memoryMiB: number; suspendedReason: string | null };
  node: AgentNode & { publicUrl: string };
}

export async function serverForFiles(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  access: FileAccess,
): Promise<ServerOnNode> {
  const server = await manageableServer(db, actor, id);
  const signedIn = requireSignedIn(actor);
  requireServerAccess(signedIn, server, access, {
    staff: "This server was suspended by staff; its files and backups are closed.",
    unpaid:
      "This server is suspended until its subscription is paid: files and backups can be viewed and downloaded, not changed.",
  });
  const node = placedNode(server);
  if (server.status !== "ready" && server.status !== "install_failed" && server.status !== "installing") {
    throw new AppError("conflict", "This server is still being set up.");
  }
  return { server, node };
}
