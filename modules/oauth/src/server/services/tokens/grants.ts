import { deleteOAuthAccessTokens, hashSecret, issueOAuthAccessToken, randomSecret } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { newId } from "@hopper/core/db";

import { formatScopeString } from "../scope-string";

export const REFRESH_TOKEN_PREFIX = "hor_";
/** Ninety days; every use rotates it, so an app used at least once a quarter never signs the user in again. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 90 * 24 * 3600;

/** Issues a refresh token of a grant; only its hash is kept. */
export async function issueRefreshToken(db: DbOrTx, grantId: string): Promise<string> {
  const token = REFRESH_TOKEN_PREFIX + randomSecret(40);
  await db.oAuthRefreshToken.create({
    data: {
      id: newId(),
      grantId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000),
    },
    select: { id: true },
  });
  return token;
}

/**
 * Revokes a grant (a token family): marks it, deletes its refresh tokens and its access tokens, which stop working
 * on the next request. Used on a reused code or rotated refresh token (RFC 9700 4.14) and on revocation (RFC 7009).
 */
export async function revokeGrant(db: DbOrTx, grantId: string): Promise<void> {
  await db.oAuthGrant.updateMany({ where: { id: grantId, revokedAt: null }, data: { revokedAt: new Date() } });
  await db.oAuthRefreshToken.deleteMany({ where: { grantId } });
  await deleteOAuthAccessTokens(db, { grantIds: [grantId] });
}

/** The token endpoint's success answer (RFC 6749 5.1). */
export interface TokenResponse {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/**
 * Issues a grant's next access and refresh token (a code exchange or a refresh, inside the transaction that claimed
 * the code or the rotated token) and answers them as the token endpoint does.
 */
export async function issueTokens(
  tx: DbOrTx,
  grant: { id: string; userId: string; appId: string },
  scopes: bigint,
): Promise<TokenResponse> {
  const access = await issueOAuthAccessToken(tx, {
    userId: grant.userId,
    appId: grant.appId,
    grantId: grant.id,
    scopes,
  });
  return {
    access_token: access.token,
    token_type: "Bearer",
    expires_in: access.expiresIn,
    refresh_token: await issueRefreshToken(tx, grant.id),
    scope: formatScopeString(scopes),
  };
}
