import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { getCharge } from "../charges/list";

/**
 * A charge's receipt (/settings/billing/charges/{id}): the charge as getCharge allows it (the owner's, or any for
 * staff; 'Charge not found.' for anyone else) and whom it was billed to.
 */
export async function chargeReceipt(db: DbOrTx, actor: Actor | null, chargeId: string) {
  const charge = await getCharge(db, actor, chargeId);
  const user = await db.user.findUniqueOrThrow({
    where: { id: charge.userId },
    select: { username: true, email: true },
  });
  return { ...charge, user };
}
