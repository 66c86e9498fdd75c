import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { providerById } from "../providers/configured";
import { inTransaction } from "../webhooks/transaction";
import { ownMethod } from "./access";
import { problem, refusal } from "./refusals";

/**
 * Whether the user has a subscription still to be paid: its next period's charge is open or processing (a cancelled
 * subscription's is cancelled, a lapsed one's failed). Renewals charge the primary method, so it must stay.
 */
async function hasLiveSubscription(db: DbOrTx, userId: string): Promise<boolean> {
  const live = await db.charge.findFirst({
    where: { userId, type: "subscription", status: { in: ["open", "processing"] }, subscriptionId: { not: null } },
    select: { id: true },
  });
  return live !== null;
}

/**
 * Removes one of the actor's payment methods, at the provider too. The primary stays while a live subscription needs
 * it (make another primary first); otherwise the oldest remaining method becomes primary. Confirmation is the page's.
 */
export async function removePaymentMethod(db: DbOrTx, actor: Actor | null, id: string): Promise<void> {
  const method = await ownMethod(db, actor, id);
  if (method.isPrimary && (await hasLiveSubscription(db, method.userId))) {
    throw refusal("conflict", problem("primaryInUse"));
  }
  await inTransaction(db, async (tx) => {
    await tx.paymentMethod.deleteMany({ where: { id: method.id } });
    if (!method.isPrimary) return;
    const next = await tx.paymentMethod.findFirst({
      where: { userId: method.userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    });
    if (next)
      await tx.paymentMethod.update({ where: { id: next.id }, data: { isPrimary: true }, select: { id: true } });
  });
  // After the row is gone: a provider hiccup leaves an unused card at the provider, never a row pointing at nothing.
  await providerById(method.provider)?.detachPaymentMethod(method.providerMethodId);
}
