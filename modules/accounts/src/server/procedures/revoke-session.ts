import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { revokeOwnSession } from "../services/sessions";
import { refText } from "@hopper/core/validation";

export const revokeSessionInput = z.object({ sessionId: refText("The session id") });

/** Signs out one of the viewer's own sessions (it is refused on its next request). */
export const revokeSession = scopedProcedure("SESSION_DELETE")
  .input(revokeSessionInput)
  .mutation(({ ctx, input }) => revokeOwnSession(ctx.db, ctx.viewer.user.id, input.sessionId));
