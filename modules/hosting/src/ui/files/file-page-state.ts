import "server-only";

import { getViewer } from "@hopper/ui/server/viewer";

import type { ServerView } from "../../server/services/servers/server-view";

/**
 * Whether the viewer only reads this server's files and backups (the rule is the services', file-access.ts: a
 * server suspended for payment is read-only to its owner; admins always write). The page only hides the buttons.
 */
export async function readOnlyFor(view: ServerView): Promise<boolean> {
  const viewer = await getViewer();
  return Boolean(view.server.suspendedReason) && viewer?.user.role !== "admin";
}

/** A refusal's message (the caller's TRPCError carries the service's words). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
