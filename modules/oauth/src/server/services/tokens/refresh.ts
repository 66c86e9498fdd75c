import { hashSecret, scopesToBits } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import { parseScopeString } from "../scope-string";
import type { AuthenticatedClient } from "./client-auth";
import { issueTokens, REFRESH_TOKEN_PREFIX, revokeGrant } from "./grants";
import type { TokenResponse } from "./grants";
import { OAuthProtocolError } from "./protocol-error";

const REFRESH_TOKEN_MAX = 128;

/**
 * The refresh_token grant (RFC 6749 6) with rotation: every use replaces the token, and presenting a replaced one
 * again revokes the grant (RFC 9700 4.14.2), since only a thief or a confused client holds an old token. An
 * optional `scope` narrows this access token to part of the grant; the grant itself keeps its scopes.
 */
export async function refreshTokens(
  db: Db,
  client: AuthenticatedClient,
  params: { refresh_token?: string; scope?: string },
): Promise<TokenResponse> {
  const token = params.refresh_token;
  if (!token) throw new OAuthProtocolError("invalid_request", "The request has no refresh_token.");
  const invalid = (description: string) => new OAuthProtocolError("invalid_grant", description);
  if (!token.startsWith(REFRESH_TOKEN_PREFIX) || token.length > REFRESH_TOKEN_MAX) {
    throw invalid("The refresh token is unknown.");
  }
  const row = await db.oAuthRefreshToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      expiresAt: true,
      rotatedAt: true,
      grant: {
        select: {
          id: true,
          scopes: true,
          revokedAt: true,
          authorization: { select: { appId: true, userId: true, scopes: true, user: { select: { bannedAt: true } } } },
        },
      },
    },
  });
  if (!row || row.grant.authorization.appId !== client.id) throw invalid("The refresh token is unknown.");
  const grant = row.grant;
  if (grant.revokedAt) throw invalid("The refresh token has been revoked.");
  if (row.rotatedAt) {
    await db.$transaction((tx) => revokeGrant(tx, grant.id));
    throw invalid("The refresh token was already used; the grant has been revoked. Ask the user to sign in again.");
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid("The refresh token has expired.");
  if (grant.authorization.user.bannedAt) throw invalid("The user's account is suspended.");

  const granted = grant.scopes & grant.authorization.scopes;
  let scopes = granted;
  if (params.scope !== undefined) {
    const { scopes: names, unknown } = parseScopeString(params.scope);
    if (unknown.length > 0) throw new OAuthProtocolError("invalid_scope", `Unknown scope: ${unknown.join(", ")}.`);
    if (names.length === 0) throw new OAuthProtocolError("invalid_scope", "The scope parameter names no scope.");
    scopes = scopesToBits(names);
    if ((scopes & granted) !== scopes) {
      throw new OAuthProtocolError("invalid_scope", "The scope asks for more than the user granted.");
    }
  }

  const issued = await db.$transaction(async (tx) => {
    const { count } = await tx.oAuthRefreshToken.updateMany({
      where: { id: row.id, rotatedAt: null },
      data: { rotatedAt: new Date() },
    });
    if (count === 0) return null;
    return issueTokens(tx, { id: grant.id, userId: grant.authorization.userId, appId: client.id }, scopes);
  });
  if (!issued) {
    await db.$transaction((tx) => revokeGrant(tx, grant.id));
    throw invalid("The refresh token was already used; the grant has been revoked. Ask the user to sign in again.");
  }
  return issued;
}
