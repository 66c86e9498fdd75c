import { scopedProcedure } from "@hopper/core/trpc";

import { listSessions as listUserSessions } from "../services/sessions";

/** The viewer's live sessions, most recently used first; the one making the request is marked current. */
export const listSessions = scopedProcedure("SESSION_READ").query(async ({ ctx }) => {
  const sessions = await listUserSessions(ctx.db, ctx.viewer.user.id);
  return sessions.map((session) => ({ ...session, current: session.id === ctx.viewer.sessionId }));
});
