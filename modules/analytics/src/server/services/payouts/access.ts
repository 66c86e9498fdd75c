import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { payoutNotFound, problem, refusal } from "./refusals";

// Who may act on a payout: its owner (cancel, see it); admins decide payouts. Anyone else is told the payout does
// not exist, so ids cannot be probed.

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  return actor;
}

/** Deciding payouts moves money, so it is the admins' alone (not moderators'), like the admin pages' guard. */
export function requireAdmin(actor: Actor | null): Actor {
  const signedIn = requireActor(actor);
  if (signedIn.role !== "admin") throw refusal("forbidden", problem("adminOnly"));
  return signedIn;
}

/** The payout `id` when the actor owns it; not_found otherwise. */
export async function ownPayout(db: DbOrTx, actor: Actor | null, id: string) {
  const signedIn = requireActor(actor);
  const payout = ID_PATTERN.test(id) ? await db.payout.findUnique({ where: { id } }) : null;
  if (!payout || payout.userId !== signedIn.userId) throw payoutNotFound();
  return payout;
}
