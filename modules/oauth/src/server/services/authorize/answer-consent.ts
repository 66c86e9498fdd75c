import type { Db } from "@hopper/core/db";
import { newId } from "@hopper/core/db";

import { issueAuthorizationCode } from "./codes";
import { redirectLocation } from "./redirect-location";

/**
 * The user's answer on the consent screen. Accept records (or widens) the user's authorization of the app and
 * sends a fresh code to the redirect URI; reject changes nothing but the flow and sends `access_denied` (RFC 6749
 * 4.1.2.1). Either way the flow is deleted first, in the same transaction, so a second submit finds nothing. Null
 * when the flow is unknown, expired, another user's, or its app was disabled or narrowed meanwhile.
 */
export async function answerConsent(
  db: Db,
  userId: string,
  flowId: string,
  answer: "accept" | "reject",
  issuer: string,
): Promise<{ location: string } | null> {
  if (flowId.length === 0 || flowId.length > 32) return null;
  return db.$transaction(async (tx) => {
    const flow = await tx.oAuthConsentFlow.findFirst({
      where: { id: flowId, userId, expiresAt: { gt: new Date() } },
      select: {
        id: true,
        appId: true,
        scopes: true,
        redirectUri: true,
        state: true,
        codeChallenge: true,
        app: { select: { disabledAt: true, maxScopes: true } },
      },
    });
    if (!flow) return null;
    // The delete decides between two concurrent answers: only the one that removed the row goes on.
    const { count } = await tx.oAuthConsentFlow.deleteMany({ where: { id: flow.id, userId } });
    // The app may have been disabled, or its maximum narrowed, while the screen was open.
    if (count === 0 || flow.app.disabledAt || (flow.scopes & ~flow.app.maxScopes) !== 0n) return null;
    const state = flow.state ?? undefined;
    if (answer === "reject") {
      return {
        location: redirectLocation(flow.redirectUri, {
          error: "access_denied",
          error_description: "The user declined to authorize the application.",
          state,
          iss: issuer,
        }),
      };
    }
    // One statement, so two tabs answering Authorize at once both succeed (a read then a create would collide on
    // the (app, user) key); the scopes grow by the requested ones.
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO oauth_authorizations (id, app_id, user_id, scopes, created_at, updated_at)
      VALUES (${newId()}, ${flow.appId}, ${userId}, ${flow.scopes}, now(), now())
      ON CONFLICT (app_id, user_id)
      DO UPDATE SET scopes = oauth_authorizations.scopes | EXCLUDED.scopes, updated_at = now()
      RETURNING id`;
    const authorizationId = row!.id;
    const code = await issueAuthorizationCode(tx, {
      authorizationId,
      redirectUri: flow.redirectUri,
      codeChallenge: flow.codeChallenge,
      scopes: flow.scopes,
    });
    return { location: redirectLocation(flow.redirectUri, { code, state, iss: issuer }) };
  });
}
