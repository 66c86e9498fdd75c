import type { DbOrTx } from "@hopper/core/db";
import { ID_PATTERN } from "@hopper/core/db";

// The protocol's own read of an app by its client_id (apps management lives in services/apps). Kept here so the
// authorization and token endpoints need nothing but the columns they check.

export const CLIENT_APP_SELECT = {
  id: true,
  name: true,
  description: true,
  url: true,
  iconUrl: true,
  maxScopes: true,
  isPublic: true,
  secretHash: true,
  disabledAt: true,
  owner: { select: { id: true, username: true } },
  redirectUris: { select: { uri: true } },
} as const;

/** The app behind a client_id, or null when there is none (a malformed id never reaches the database). */
export async function findClientApp(db: DbOrTx, clientId: string | undefined) {
  if (!clientId || !ID_PATTERN.test(clientId)) return null;
  return db.oAuthApp.findUnique({ where: { id: clientId }, select: CLIENT_APP_SELECT });
}

export type ClientApp = NonNullable<Awaited<ReturnType<typeof findClientApp>>>;
