import { revokeSession } from "@hopper/core/auth";
import { publicProcedure } from "@hopper/core/trpc";

/** Signing out revokes the request's own session row, so a copied cookie stops working too. */
export const endCurrentSession = publicProcedure.mutation(async ({ ctx }) => {
  if (ctx.viewer?.sessionId) await revokeSession(ctx.db, ctx.viewer.sessionId);
});
