import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal, subscriptionNotFound } from "../charges/refusals";

// Who may act on a subscription: its owner; staff too where the action says so (staff cancel, extend). Anyone
// else is told it does not exist, so ids cannot be probed.

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  return actor;
}

export function requireStaffActor(actor: Actor | null): Actor {
  const signedIn = requireActor(actor);
  if (!isStaff(signedIn)) throw refusal("forbidden", problem("staffOnly"));
  return signedIn;
}

const SUBSCRIPTION_INCLUDE = { price: { include: { product: true } } } as const;

/** The subscription `id` when the actor owns it (or is staff and `staff` allows it); else not_found. */
export async function actionableSubscription(
  db: DbOrTx,
  actor: Actor | null,
  id: string,
  options: { staff: boolean } = { staff: false },
) {
  const signedIn = requireActor(actor);
  const subscription = ID_PATTERN.test(id)
    ? await db.subscription.findUnique({ where: { id }, include: SUBSCRIPTION_INCLUDE })
    : null;
  if (!subscription) throw subscriptionNotFound();
  if (subscription.userId === signedIn.userId || (options.staff && isStaff(signedIn))) return subscription;
  throw subscriptionNotFound();
}

/** The charge paying a subscription's next (or current unpaid) period: the latest subscription charge by due. */
export function periodCharge(db: DbOrTx, subscriptionId: string) {
  return db.charge.findFirst({
    where: { subscriptionId, type: "subscription" },
    orderBy: [{ due: "desc" }, { createdAt: "desc" }],
  });
}

/** The user's payment method `id` for the provider; not_found for anyone else's. */
export async function ownPaymentMethod(db: DbOrTx, userId: string, id: string, provider: string) {
  const method = ID_PATTERN.test(id) ? await db.paymentMethod.findFirst({ where: { id, userId, provider } }) : null;
  if (!method) throw refusal("not_found", problem("paymentMethodNotFound"), "paymentMethodId");
  return method;
}

/** The user's primary payment method at the provider, else their newest one, else null. */
export function primaryPaymentMethod(db: DbOrTx, userId: string, provider: string) {
  return db.paymentMethod.findFirst({
    where: { userId, provider },
    orderBy: [{ isPrimary: "desc" }, { createdAt: "desc" }],
  });
}
