import { bitsToScopes } from "@hopper/core/auth";

import type { AppView } from "../../services/apps/app-reads";

/** An app as the pages read it: scope names instead of bit flags, the redirect URIs as plain strings. */
export function appOutput(app: AppView) {
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    url: app.url,
    iconUrl: app.iconUrl,
    isPublic: app.isPublic,
    maxScopes: bitsToScopes(app.maxScopes),
    redirectUris: app.redirectUris.map((row) => row.uri),
    secretCreatedAt: app.secretCreatedAt,
    disabledAt: app.disabledAt,
    createdAt: app.createdAt,
    owner: app.owner,
  };
}

export type AppOutput = ReturnType<typeof appOutput>;
