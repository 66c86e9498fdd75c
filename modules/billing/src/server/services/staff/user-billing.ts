import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "../charges/refusals";
import { listCharges } from "../charges/list";
import { requireStaffActor } from "../subscriptions/access";
import { listSubscriptions } from "../subscriptions/list";

/**
 * /admin/billing/{id} (docs/billing.md, "Staff"): a user's subscriptions and charges for moderators and admins.
 * `id` is the user's id (the profile's 'Manage user billing' link) or, typed by hand, a username; an unknown one is
 * 'User not found' (spec section 8). Staff only: checked here, not only by the page's guard.
 */
export async function staffUserBilling(db: DbOrTx, actor: Actor | null, id: string, page: number) {
  requireStaffActor(actor);
  const user = await db.user.findFirst({
    where: { OR: [{ id }, { usernameKey: id.toLowerCase() }] },
    select: { id: true, username: true, email: true, role: true, createdAt: true },
  });
  if (!user) throw refusal("not_found", problem("userNotFound"));
  const [subscriptions, charges] = await Promise.all([
    listSubscriptions(db, user.id),
    listCharges(db, user.id, { page }),
  ]);
  return { user, subscriptions, ...charges };
}
