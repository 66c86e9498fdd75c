import { deleteOAuthAccessTokens } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";

import { authorizationNotFound } from "./refusals";

/**
 * Revokes a user's authorization of an app: the authorization goes with its grants and refresh tokens (the schema
 * cascades), and the app's access tokens for that user are deleted in the same transaction (core keeps them without
 * a relation), so every token stops working on its next request and a failure leaves all of them in place. Only the
 * user's own authorization can be revoked; another user's, or an app never authorized, is not found and nothing
 * changes.
 */
export async function revokeAuthorization(db: Db, userId: string, appId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.oAuthAuthorization.deleteMany({ where: { appId, userId } });
    if (count === 0) throw authorizationNotFound();
    await deleteOAuthAccessTokens(tx, { appId, userId });
  });
}
