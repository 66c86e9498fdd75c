import { deleteExpiredOAuthAccessTokens } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import { REFRESH_TOKEN_LIFETIME_SECONDS } from "./grants";

/**
 * The daily clean-up: consent screens nobody answered, expired refresh tokens, codes that expired unused (their
 * grant never issued anything), expired access tokens, and grants revoked longer ago than a refresh token lives.
 */
export async function pruneOAuth(db: Db, now = new Date()) {
  const [flows, refreshTokens, grants, accessTokens] = await db.$transaction(async (tx) => [
    (await tx.oAuthConsentFlow.deleteMany({ where: { expiresAt: { lte: now } } })).count,
    (await tx.oAuthRefreshToken.deleteMany({ where: { expiresAt: { lte: now } } })).count,
    (
      await tx.oAuthGrant.deleteMany({
        where: {
          OR: [
            { codeUsedAt: null, codeExpiresAt: { lte: now } },
            // A revoked family has nothing left to answer for once its refresh tokens would have expired.
            { revokedAt: { lte: new Date(now.getTime() - REFRESH_TOKEN_LIFETIME_SECONDS * 1000) } },
          ],
        },
      })
    ).count,
    await deleteExpiredOAuthAccessTokens(tx, now),
  ]);
  return { flows, refreshTokens, grants, accessTokens };
}
