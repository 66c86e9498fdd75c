import { findUserByIdOrName } from "@hopper/accounts/server";
import { isScopeName, scopesToBits } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { createApp, GRANTABLE_SCOPE_BITS } from "@hopper/oauth/server";

import { withDatabase } from "../lib/database";

/**
 * `hopper oauth:app:create`: registers an app for a user through the same service as /settings/applications
 * (every rule of the page applies). Without --max-scopes the app may ask for every grantable scope. The last line
 * is `CLIENT_ID` for a public client, `CLIENT_ID SECRET` for a confidential one, so scripts can read it.
 */
export async function oauthAppCreateCommand(options: {
  owner: string;
  name: string;
  redirectUri: string[];
  public?: boolean;
  maxScopes?: string;
}) {
  let maxScopes: bigint | undefined;
  if (options.maxScopes !== undefined) {
    const names = options.maxScopes
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = names.filter((s) => !isScopeName(s));
    if (unknown.length) throw new AppError("invalid_input", `Unknown scope(s): ${unknown.join(", ")}.`);
    maxScopes = scopesToBits(names as ScopeName[]);
  }
  await withDatabase(async () => {
    const owner = await findUserByIdOrName(db(), options.owner);
    if (!owner) throw new AppError("not_found", `User not found: ${options.owner}`);
    const { app, clientSecret } = await createApp(
      db(),
      { userId: owner.id, role: owner.role },
      {
        name: options.name,
        redirectUris: options.redirectUri,
        maxScopes: maxScopes ?? GRANTABLE_SCOPE_BITS,
        isPublic: options.public === true,
      },
    );
    process.stderr.write(`Created ${app.isPublic ? "public" : "confidential"} app ${app.name} for ${owner.username}\n`);
    process.stdout.write(clientSecret ? `${app.id} ${clientSecret}\n` : `${app.id}\n`);
  });
}
