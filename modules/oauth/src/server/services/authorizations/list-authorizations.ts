import { bitsToScopes } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

/** One app the user authorized, as the "Authorized apps" page and the reference's REST list show it. */
export interface AuthorizationEntry {
  id: string;
  appId: string;
  userId: string;
  app: { name: string; iconUrl: string | null; url: string | null; owner: { id: string; username: string } };
  scopes: ScopeName[];
  scopeBits: bigint;
  createdAt: Date;
}

/**
 * The apps a user authorized, newest first, each with its app and the app's owner: one query (the app and its owner
 * are joined, never read per row). A disabled app stays listed so the user can still revoke it.
 */
export async function listAuthorizations(db: DbOrTx, userId: string): Promise<AuthorizationEntry[]> {
  const rows = await db.oAuthAuthorization.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      appId: true,
      userId: true,
      scopes: true,
      createdAt: true,
      app: {
        select: { name: true, iconUrl: true, url: true, owner: { select: { id: true, username: true } } },
      },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    appId: row.appId,
    userId: row.userId,
    app: row.app,
    scopes: bitsToScopes(row.scopes),
    scopeBits: row.scopes,
    createdAt: row.createdAt,
  }));
}
