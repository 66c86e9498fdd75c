import { AppError } from "@hopper/core/errors";
import { parseRestQuery, readRestJson, restJson } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { scopesToBits } from "@hopper/core/auth";
import type { z } from "zod";

import { authorizeQuery, consentAnswerBody } from "../../api/authorize-queries";
import { answerConsent } from "../services/authorize/answer-consent";
import { oauthIssuer } from "../services/authorize/issuer";
import { startAuthorization } from "../services/authorize/start-authorization";
import type { accessRequest } from "./authorize-schema";

// Every route declares SESSION_ACCESS: the dispatcher has already refused anonymous callers and every token, so
// the viewer is a signed-in browser.

function viewerId(ctx: RestContext): string {
  if (!ctx.viewer) throw new AppError("unauthorized", "Sign in to authorize an application.");
  return ctx.viewer.user.id;
}

/** GET /_internal/oauth/authorize: the consent to ask for, or the redirect URL (already granted, or an error). */
export const authorize: RestHandler = async (_request, ctx) => {
  const query = parseRestQuery(authorizeQuery, ctx);
  const start = await startAuthorization(ctx.db, viewerId(ctx), query, oauthIssuer(ctx.url.origin));
  if (start.kind === "invalid") {
    // The request cannot be sent back to the app: the site shows the error (never a redirect).
    return restJson({ error: start.error, description: start.description }, { status: 400 });
  }
  if (start.kind === "redirect") return restJson(start.location);
  const body: z.infer<typeof accessRequest> = {
    flow_id: start.flowId,
    client_id: start.app.id,
    client_name: start.app.name,
    client_icon: start.app.iconUrl,
    // Grantable scopes all sit below bit 39, well inside a double's exact integers.
    requested_scopes: Number(scopesToBits(start.scopes)),
  };
  return restJson(body);
};

async function answer(request: Request, ctx: RestContext, choice: "accept" | "reject"): Promise<Response> {
  const { flow } = await readRestJson(request, consentAnswerBody);
  const result = await answerConsent(ctx.db, viewerId(ctx), flow, choice, oauthIssuer(ctx.url.origin));
  if (!result) {
    throw new AppError(
      "invalid_input",
      "This authorization request is unknown or has expired (30 minutes); start again from the application.",
    );
  }
  return restJson(result.location);
}

/** POST /_internal/oauth/accept `{ flow }`: the redirect URL carrying the code. */
export const accept: RestHandler = (request, ctx) => answer(request, ctx, "accept");

/** POST /_internal/oauth/reject `{ flow }`: the redirect URL carrying error=access_denied. */
export const reject: RestHandler = (request, ctx) => answer(request, ctx, "reject");
