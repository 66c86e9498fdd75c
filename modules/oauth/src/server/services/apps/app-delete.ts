import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { manageableApp } from "./app-access";
import { cutAppTokens } from "./cut-tokens";
import { inTransaction } from "./transaction";

/**
 * Deletes an app (its owner, or an admin): its redirect URIs, authorizations, grants and refresh tokens go with
 * it (cascade), and its access tokens, which core keeps without a relation, are deleted in the same transaction.
 */
export async function deleteApp(db: DbOrTx, actor: Actor | null, appId: string): Promise<void> {
  const app = await manageableApp(db, actor, appId, "delete");
  await inTransaction(db, async (tx) => {
    await cutAppTokens(tx, app.id);
    await tx.oAuthApp.delete({ where: { id: app.id }, select: { id: true } });
  });
}
