import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { APP_SELECT } from "./app-reads";
import type { AppView } from "./app-reads";
import { appDescription, appMaxScopes, appName, appRedirectUris, appUrl } from "./app-rules";
import { newClientSecret } from "./app-secret";
import { problem, refusal } from "./refusals";
import { inTransaction } from "./transaction";

/** Apps one user may own: far more than anyone maintains, and it bounds "Your applications" (listed unpaginated). */
export const APPS_PER_USER_MAX = 50;

export interface CreateAppInput {
  name: string;
  description?: string | null;
  url?: string | null;
  redirectUris: readonly string[];
  /** Scope bit flags (modules/core/src/auth/scopes.ts). */
  maxScopes: bigint;
  /** A public client (desktop, mobile, browser app): no secret, PKCE required. Fixed after creation. */
  isPublic?: boolean;
}

/**
 * Registers an app owned by `actor` (the page, POST /_internal/oauth/app and `hopper oauth:app:create` all come
 * here). A confidential app gets a client secret, returned once and stored hashed; a public app gets none.
 */
export async function createApp(
  db: DbOrTx,
  actor: Actor | null,
  input: CreateAppInput,
  /** `id`: a fixed client id (the demo seed's, so the browser walks can open its page); else a new one. */
  options: { id?: string } = {},
): Promise<{ app: AppView; clientSecret: string | null }> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const name = appName(input.name);
  const description = appDescription(input.description);
  const url = appUrl(input.url);
  const redirectUris = appRedirectUris(input.redirectUris);
  const maxScopes = appMaxScopes(input.maxScopes);
  const isPublic = input.isPublic === true;
  const secret = isPublic ? null : newClientSecret();
  const app = await inTransaction(db, async (tx) => {
    if ((await tx.oAuthApp.count({ where: { ownerId: actor.userId } })) >= APPS_PER_USER_MAX) {
      throw refusal("invalid_input", problem("tooManyApps", { max: String(APPS_PER_USER_MAX) }));
    }
    return tx.oAuthApp.create({
      data: {
        id: options.id ?? newId(),
        ownerId: actor.userId,
        name,
        description,
        url,
        maxScopes,
        isPublic,
        ...(secret ? secret.stored : {}),
        redirectUris: { create: redirectUris.map((uri) => ({ id: newId(), uri })) },
      },
      select: APP_SELECT,
    });
  });
  return { app, clientSecret: secret?.secret ?? null };
}
