import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { getApp } from "./app-reads";
import type { AppView } from "./app-reads";
import { appNotFound, problem, refusal } from "./refusals";

// Who may do what to an app: its owner edits, rotates and deletes it; an admin may also delete it (abuse);
// staff list, disable and enable every app. Anyone else is told the app does not exist, so ids cannot be probed.

export type AppAction = "edit" | "delete";

/** The app `appId` when `actor` may `action` it; else not_found (unauthorized when signed out). */
export async function manageableApp(db: DbOrTx, actor: Actor | null, appId: string, action: AppAction) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const app = ID_PATTERN.test(appId)
    ? await db.oAuthApp.findUnique({
        where: { id: appId },
        select: { id: true, ownerId: true, isPublic: true, maxScopes: true },
      })
    : null;
  if (!app) throw appNotFound();
  if (app.ownerId === actor.userId || (action === "delete" && actor.role === "admin")) return app;
  throw appNotFound();
}

/** Staff only: unauthorized when signed out, forbidden for anyone else. */
export function requireStaff(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  if (!isStaff(actor)) throw refusal("forbidden", problem("staffOnly"));
  return actor;
}

/** One of the actor's own apps (the page that edits it); not_found for anyone else's. */
export async function ownApp(db: DbOrTx, actor: Actor | null, appId: string): Promise<AppView> {
  await manageableApp(db, actor, appId, "edit");
  return getApp(db, appId);
}
