import {
  deleteOAuthAccessTokens,
  findOAuthAccessToken,
  hashSecret,
  OAUTH_ACCESS_TOKEN_PREFIX,
} from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import type { AuthenticatedClient } from "./client-auth";
import { REFRESH_TOKEN_PREFIX, revokeGrant } from "./grants";

/**
 * Token revocation (RFC 7009 2.1): an access token is deleted; a refresh token revokes its whole grant (the access
 * tokens issued from it too, as 2.1 allows). Another client's token or an unknown one changes nothing and is not
 * reported (2.2: the answer is the same), so the endpoint tells no one whether a token exists. The hint is not
 * needed: the prefixes tell the kinds apart.
 */
export async function revokeToken(db: Db, client: AuthenticatedClient, token: string): Promise<void> {
  if (token.length > 128) return;
  if (token.startsWith(OAUTH_ACCESS_TOKEN_PREFIX)) {
    const access = await findOAuthAccessToken(db, token);
    if (access && access.appId === client.id) await deleteOAuthAccessTokens(db, { secret: token });
    return;
  }
  if (token.startsWith(REFRESH_TOKEN_PREFIX)) {
    const refresh = await db.oAuthRefreshToken.findUnique({
      where: { tokenHash: hashSecret(token) },
      select: { grant: { select: { id: true, authorization: { select: { appId: true } } } } },
    });
    if (refresh && refresh.grant.authorization.appId === client.id) {
      await db.$transaction((tx) => revokeGrant(tx, refresh.grant.id));
    }
  }
}
