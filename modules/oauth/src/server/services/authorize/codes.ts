import { hashSecret, randomSecret } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { newId } from "@hopper/core/db";

/** Five minutes: long enough for a slow redirect, short as RFC 6749 4.1.2 advises (ten at most). */
export const CODE_LIFETIME_SECONDS = 5 * 60;
/** Thirty minutes for the user to answer the consent screen. */
export const CONSENT_FLOW_LIFETIME_SECONDS = 30 * 60;

export interface CodeInput {
  authorizationId: string;
  redirectUri: string;
  codeChallenge: string | null;
  scopes: bigint;
}

/**
 * Creates a grant holding a new authorization code (only its hash is stored) bound to the redirect URI, the PKCE
 * challenge and the scopes asked for; the token endpoint checks all three. Returns the code, shown once.
 */
export async function issueAuthorizationCode(db: DbOrTx, input: CodeInput): Promise<string> {
  const code = randomSecret(43);
  await db.oAuthGrant.create({
    data: {
      id: newId(),
      ...input,
      codeHash: hashSecret(code),
      codeExpiresAt: new Date(Date.now() + CODE_LIFETIME_SECONDS * 1000),
    },
    select: { id: true },
  });
  return code;
}
