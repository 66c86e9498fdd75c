import { findUserByIdOrName } from "@hopper/accounts/server";
import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { listOwnApps } from "./app-reads";
import type { AppView } from "./app-reads";
import { problem, refusal } from "./refusals";

/**
 * A user's apps (GET /v3/user/{id|username}/oauth_apps): for the user themself and staff; anyone else is told the
 * user does not exist, so the route does not reveal who has apps.
 */
export async function userApps(db: DbOrTx, actor: Actor | null, idOrName: string): Promise<AppView[]> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const user = idOrName.length <= 64 ? await findUserByIdOrName(db, idOrName) : null;
  if (!user || (user.id !== actor.userId && !isStaff(actor))) throw new AppError("not_found", "User not found.");
  return listOwnApps(db, user.id);
}
