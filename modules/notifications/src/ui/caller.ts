import "server-only";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { notificationsRouter } from "../server/router";

/** The notifications procedures as the current request's viewer (pages, the bell, server actions). */
export const notificationsCaller = () => moduleCaller(notificationsRouter);

/**
 * One page of the viewer's notifications for a page. A forged or stale `?cursor=` is a bad address, not a crash:
 * the page starts again from the newest.
 */
export async function notificationPage(input: { read?: boolean; limit: number; cursor: string | null }) {
  const caller = await notificationsCaller();
  try {
    return await caller.list(input);
  } catch (error) {
    const refused = error instanceof Error && error.name === "TRPCError" && "code" in error;
    if (!input.cursor || !refused || error.code !== "BAD_REQUEST") throw error;
    return caller.list({ ...input, cursor: null });
  }
}
