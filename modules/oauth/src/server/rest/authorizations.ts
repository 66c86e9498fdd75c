import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import { parseRestQuery, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";

import { revokeAuthorizationQuery } from "./authorizations-query";
import { listAuthorizations } from "../services/authorizations/list-authorizations";
import type { AuthorizationEntry } from "../services/authorizations/list-authorizations";
import { revokeAuthorization } from "../services/authorizations/revoke-authorization";

/** The reference's `OAuthClientAuthorization`: scopes as the bit flags' number, as its client types them. */
export const authorizationSchema = z.object({
  id: z.string(),
  app_id: z.string(),
  user_id: z.string(),
  scopes: z.number().int(),
  created: z.string(),
});

function authorizationBody(entry: AuthorizationEntry): z.infer<typeof authorizationSchema> {
  return {
    id: entry.id,
    app_id: entry.appId,
    user_id: entry.userId,
    // The highest scope bit is below 2^53, so the number is exact.
    scopes: Number(entry.scopeBits),
    created: entry.createdAt.toISOString(),
  };
}

/** The route's scope is session-only, so the dispatcher has refused every caller without a signed-in session. */
function userOf(ctx: RestContext): string {
  if (!ctx.viewer) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a signed-in session");
  return ctx.viewer.user.id;
}

/** GET /_internal/oauth/authorizations: the signed-in user's authorizations. */
export const getAuthorizations: RestHandler = async (_request, ctx) =>
  restJson((await listAuthorizations(ctx.db, userOf(ctx))).map(authorizationBody));

/** DELETE /_internal/oauth/authorizations?client_id=: 204; an app the user never authorized is a 404. */
export const deleteAuthorization: RestHandler = async (_request, ctx) => {
  const userId = userOf(ctx);
  const { client_id } = parseRestQuery(revokeAuthorizationQuery, ctx);
  await revokeAuthorization(ctx.db, userId, client_id);
  return restNoContent();
};
