import type { Prisma } from "@hopper/core/db";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { appNotFound } from "./refusals";

// Reading apps: what anyone may see of an app (the consent screen, GET /_internal/oauth/app/{id}), what its
// owner sees of their own, and what the protocol's code needs to check a client.

/** An app's public fields; never its secret's hash. */
export const APP_SELECT = {
  id: true,
  ownerId: true,
  name: true,
  description: true,
  url: true,
  iconUrl: true,
  maxScopes: true,
  isPublic: true,
  secretCreatedAt: true,
  disabledAt: true,
  createdAt: true,
  updatedAt: true,
  owner: { select: { id: true, username: true } },
  // Registration order is not kept; sorted, the list reads the same every time.
  redirectUris: { select: { id: true, uri: true }, orderBy: { uri: "asc" } },
} satisfies Prisma.OAuthAppSelect;

export type AppView = Prisma.OAuthAppGetPayload<{ select: typeof APP_SELECT }>;

/** The app `appId` (public fields), or not_found. */
export async function getApp(db: DbOrTx, appId: string): Promise<AppView> {
  const app = ID_PATTERN.test(appId)
    ? await db.oAuthApp.findUnique({ where: { id: appId }, select: APP_SELECT })
    : null;
  if (!app) throw appNotFound();
  return app;
}

/** The apps of `ids` that exist, in the order asked (unknown ids are left out). */
export async function getApps(db: DbOrTx, ids: readonly string[]): Promise<AppView[]> {
  const wanted = [...new Set(ids.filter((id) => ID_PATTERN.test(id)))];
  if (wanted.length === 0) return [];
  const apps = await db.oAuthApp.findMany({ where: { id: { in: wanted } }, select: APP_SELECT });
  const byId = new Map(apps.map((app) => [app.id, app]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A user's own apps, newest first. */
export function listOwnApps(db: DbOrTx, userId: string): Promise<AppView[]> {
  return db.oAuthApp.findMany({ where: { ownerId: userId }, select: APP_SELECT, orderBy: { createdAt: "desc" } });
}
