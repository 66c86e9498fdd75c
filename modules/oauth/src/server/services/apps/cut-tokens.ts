import { deleteOAuthAccessTokens } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

/**
 * Cuts every token of an app at once (disable, delete, narrower maximum scopes): its refresh tokens and its
 * access tokens, which core resolves on every request, so the next call with one is refused. Run it in the same
 * transaction as the change that calls for it.
 */
export async function cutAppTokens(tx: DbOrTx, appId: string): Promise<void> {
  await tx.oAuthRefreshToken.deleteMany({ where: { grant: { authorization: { appId } } } });
  await deleteOAuthAccessTokens(tx, { appId });
}

/**
 * Narrows the app's authorizations and grants to its new maximum (`scopes & max`), deleting the authorizations
 * left with no scope at all (their users authorize again when the app next asks).
 */
export async function narrowAppScopes(tx: DbOrTx, appId: string, max: bigint): Promise<void> {
  await tx.$executeRaw`UPDATE oauth_authorizations SET scopes = scopes & ${max} WHERE app_id = ${appId}`;
  await tx.$executeRaw`UPDATE oauth_grants AS g SET scopes = g.scopes & ${max}
    FROM oauth_authorizations AS a WHERE g.authorization_id = a.id AND a.app_id = ${appId}`;
  await tx.oAuthAuthorization.deleteMany({ where: { appId, scopes: 0n } });
}
