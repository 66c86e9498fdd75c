import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { oauthIssuer } from "../../services/authorize/issuer";
import { startAuthorization } from "../../services/authorize/start-authorization";
import { authorizationRequestInput, origin } from "./inputs";

/**
 * The consent screen's first step (/auth/authorize): checks the request for the signed-in user and answers an error
 * to show, a redirect (already granted) or the consent to ask. SESSION_ACCESS: a signed-in browser only, so no
 * token, not even one of the app itself, can start a consent.
 */
export const start = scopedProcedure("SESSION_ACCESS")
  .input(z.object({ request: authorizationRequestInput, origin }))
  .mutation(({ ctx, input }) =>
    startAuthorization(ctx.db, ctx.viewer.user.id, input.request, oauthIssuer(input.origin)),
  );
