import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { answerConsent } from "../../services/authorize/answer-consent";
import { oauthIssuer } from "../../services/authorize/issuer";
import { flowId, origin } from "./inputs";

/**
 * Authorize or Decline on the consent screen: the location to send the browser to (the app's redirect URI with a code
 * or access_denied), or null when the flow is gone (expired, answered, another user's). A signed-in browser only.
 */
export const answer = scopedProcedure("SESSION_ACCESS")
  .input(z.object({ flowId, answer: z.enum(["accept", "reject"]), origin }))
  .mutation(({ ctx, input }) =>
    answerConsent(ctx.db, ctx.viewer.user.id, input.flowId, input.answer, oauthIssuer(input.origin)),
  );
