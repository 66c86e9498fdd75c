import { hashSecret, randomSecret } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { manageableApp } from "./app-access";
import { problem, refusal } from "./refusals";

export const CLIENT_SECRET_PREFIX = "hcs_";

/** A new client secret and what is stored of it (its SHA-256); the secret itself is shown once and kept nowhere. */
export function newClientSecret() {
  const secret = CLIENT_SECRET_PREFIX + randomSecret(40);
  return { secret, stored: { secretHash: hashSecret(secret), secretCreatedAt: new Date() } };
}

/**
 * Replaces a confidential app's client secret (its owner only); the old one stops authenticating at once. Tokens
 * already issued stay valid: rotating is for a leaked secret, and the owner revokes users' tokens by other means.
 */
export async function rotateClientSecret(db: DbOrTx, actor: Actor | null, appId: string): Promise<string> {
  const app = await manageableApp(db, actor, appId, "edit");
  if (app.isPublic) throw refusal("invalid_input", problem("noSecretForPublic"));
  const { secret, stored } = newClientSecret();
  await db.oAuthApp.update({ where: { id: app.id }, data: stored, select: { id: true } });
  return secret;
}
