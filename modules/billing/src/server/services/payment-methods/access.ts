import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "./refusals";

// A payment method is its owner's alone: staff see a user's methods on the user's billing page (listPaymentMethods,
// the page checks the role) but never add, remove or choose one. Anyone else's method looks like no method at all.

export function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  return actor;
}

export const methodNotFound = () => refusal("not_found", problem("notFound"));

/** The actor's own payment method `id`; not_found for anyone else's or none. */
export async function ownMethod(db: DbOrTx, actor: Actor | null, id: string) {
  const owner = requireSignedIn(actor);
  const method = ID_PATTERN.test(id)
    ? await db.paymentMethod.findUnique({
        where: { id },
        select: { id: true, userId: true, provider: true, providerMethodId: true, isPrimary: true },
      })
    : null;
  if (!method || method.userId !== owner.userId) throw methodNotFound();
  return method;
}
