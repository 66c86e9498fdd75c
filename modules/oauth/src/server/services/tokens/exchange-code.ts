import { createHash } from "node:crypto";

import { hashSecret } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import type { AuthenticatedClient } from "./client-auth";
import { issueTokens, revokeGrant } from "./grants";
import type { TokenResponse } from "./grants";
import { OAuthProtocolError } from "./protocol-error";

/** RFC 7636 4.1: 43 to 128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const CODE_MAX = 128;

export interface CodeExchange {
  code?: string;
  redirect_uri?: string;
  code_verifier?: string;
}

/**
 * The authorization_code grant (RFC 6749 4.1.3, RFC 7636 4.6). The code must be the client's, unexpired and unused,
 * sent with the redirect URI it was issued for and, when the request had a challenge, the matching verifier. A
 * refused request changes nothing, except a second use of a code: that revokes everything issued from it (RFC 6749
 * 4.1.2, RFC 9700 4.14), because either the first or the second caller stole it.
 */
export async function exchangeAuthorizationCode(
  db: Db,
  client: AuthenticatedClient,
  params: CodeExchange,
): Promise<TokenResponse> {
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = params;
  if (!code) throw new OAuthProtocolError("invalid_request", "The request has no code.");
  if (!redirectUri) throw new OAuthProtocolError("invalid_request", "The request has no redirect_uri.");
  const invalid = (description: string) => new OAuthProtocolError("invalid_grant", description);
  if (code.length > CODE_MAX) throw invalid("The code is unknown.");
  const grant = await db.oAuthGrant.findUnique({
    where: { codeHash: hashSecret(code) },
    select: {
      id: true,
      redirectUri: true,
      codeChallenge: true,
      scopes: true,
      codeExpiresAt: true,
      codeUsedAt: true,
      revokedAt: true,
      authorization: { select: { appId: true, userId: true, scopes: true, user: { select: { bannedAt: true } } } },
    },
  });
  // Another client's code is as unknown to this client as a made-up one: nothing of the grant is touched.
  if (!grant || grant.authorization.appId !== client.id) throw invalid("The code is unknown.");
  if (grant.codeUsedAt || grant.revokedAt) {
    await db.$transaction((tx) => revokeGrant(tx, grant.id));
    throw invalid("The code was already used; every token issued from it has been revoked.");
  }
  if (grant.codeExpiresAt.getTime() <= Date.now()) throw invalid("The code has expired; ask the user again.");
  if (redirectUri !== grant.redirectUri) {
    throw invalid("The redirect_uri differs from the one the code was sent to.");
  }
  if (grant.codeChallenge) {
    if (!verifier) throw new OAuthProtocolError("invalid_request", "The authorization used PKCE: send code_verifier.");
    if (!CODE_VERIFIER.test(verifier)) {
      throw new OAuthProtocolError("invalid_request", "code_verifier must be 43 to 128 unreserved characters.");
    }
    if (s256(verifier) !== grant.codeChallenge) throw invalid("The code_verifier does not match the code_challenge.");
  } else if (verifier !== undefined) {
    // A verifier for a code issued without a challenge means the request was tampered with (RFC 9700 2.1.1).
    throw new OAuthProtocolError("invalid_request", "The authorization did not use PKCE: send no code_verifier.");
  }
  if (grant.authorization.user.bannedAt) throw invalid("The user's account is suspended.");

  const scopes = grant.scopes & grant.authorization.scopes;
  const issued = await db.$transaction(async (tx) => {
    // Only one of two concurrent exchanges marks the code; the other is a second use.
    const { count } = await tx.oAuthGrant.updateMany({
      where: { id: grant.id, codeUsedAt: null, revokedAt: null },
      data: { codeUsedAt: new Date() },
    });
    if (count === 0) return null;
    return issueTokens(tx, { id: grant.id, userId: grant.authorization.userId, appId: client.id }, scopes);
  });
  if (!issued) {
    await db.$transaction((tx) => revokeGrant(tx, grant.id));
    throw invalid("The code was already used; every token issued from it has been revoked.");
  }
  return issued;
}

/** BASE64URL(SHA-256(ASCII(verifier))), RFC 7636 4.2. */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}
