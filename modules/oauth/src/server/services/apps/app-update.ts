import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { manageableApp } from "./app-access";
import { APP_SELECT } from "./app-reads";
import type { AppView } from "./app-reads";
import { appDescription, appMaxScopes, appName, appRedirectUris, appUrl } from "./app-rules";
import { cutAppTokens, narrowAppScopes } from "./cut-tokens";
import { inTransaction } from "./transaction";

/** The fields an edit may change; an absent one is kept. Whether the app is public is fixed at creation. */
export interface UpdateAppInput {
  name?: string;
  description?: string | null;
  url?: string | null;
  redirectUris?: readonly string[];
  maxScopes?: bigint;
}

/**
 * Edits an app (its owner only). Every field is checked before anything is written. A narrower maximum cuts the
 * app's tokens at once and narrows its users' authorizations and grants to the new maximum, in one transaction;
 * a wider one changes nothing already granted.
 */
export async function updateApp(
  db: DbOrTx,
  actor: Actor | null,
  appId: string,
  input: UpdateAppInput,
): Promise<AppView> {
  const app = await manageableApp(db, actor, appId, "edit");
  const data = {
    ...(input.name !== undefined ? { name: appName(input.name) } : {}),
    ...(input.description !== undefined ? { description: appDescription(input.description) } : {}),
    ...(input.url !== undefined ? { url: appUrl(input.url) } : {}),
    ...(input.maxScopes !== undefined ? { maxScopes: appMaxScopes(input.maxScopes) } : {}),
  };
  const redirectUris = input.redirectUris !== undefined ? appRedirectUris(input.redirectUris) : null;
  const shrunk = data.maxScopes !== undefined && (app.maxScopes & ~data.maxScopes) !== 0n;
  return inTransaction(db, async (tx) => {
    if (redirectUris) {
      await tx.oAuthRedirectUri.deleteMany({ where: { appId: app.id, uri: { notIn: redirectUris } } });
      await tx.oAuthRedirectUri.createMany({
        data: redirectUris.map((uri) => ({ id: newId(), appId: app.id, uri })),
        skipDuplicates: true,
      });
    }
    if (shrunk && data.maxScopes !== undefined) {
      await cutAppTokens(tx, app.id);
      await narrowAppScopes(tx, app.id, data.maxScopes);
    }
    return tx.oAuthApp.update({ where: { id: app.id }, data: { ...data, updatedAt: new Date() }, select: APP_SELECT });
  });
}
