import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { ensureCustomer } from "../customers";
import { paymentProvider } from "../providers/configured";
import { requireSignedIn } from "./access";
import type { PaymentMethodView } from "./list";
import { problem, refusal } from "./refusals";

/** More cards than anyone pays with; bounds the list and the provider calls. */
export const PAYMENT_METHODS_MAX = 10;
/** Each field of the add form (a card number, a Stripe PaymentMethod id): longer is no card. */
const INPUT_FIELD_MAX = 255;

/**
 * Saves a payment method from what the form sent (the local card fields, or the Stripe PaymentMethod id); the
 * user's first becomes primary. A card the provider refuses changes nothing and the refusal is the provider's
 * message ("Your card was declined.").
 */
export async function addPaymentMethod(
  db: DbOrTx,
  actor: Actor | null,
  input: Record<string, string>,
): Promise<PaymentMethodView> {
  const owner = requireSignedIn(actor);
  const fields = Object.entries(input);
  if (fields.length > 16 || fields.some(([, value]) => typeof value !== "string" || value.length > INPUT_FIELD_MAX)) {
    throw refusal("invalid_input", problem("cardNumber"), "number");
  }
  const count = await db.paymentMethod.count({ where: { userId: owner.userId } });
  if (count >= PAYMENT_METHODS_MAX) {
    throw refusal("invalid_input", problem("tooMany", { max: String(PAYMENT_METHODS_MAX) }));
  }
  const provider = paymentProvider();
  const customer = await ensureCustomer(db, owner.userId, provider);
  const method = await provider.attachPaymentMethod(customer.providerCustomerId, input);
  const hasPrimary = (await db.paymentMethod.count({ where: { userId: owner.userId, isPrimary: true } })) > 0;
  const select = {
    id: true,
    provider: true,
    brand: true,
    last4: true,
    expMonth: true,
    expYear: true,
    isPrimary: true,
    createdAt: true,
  } as const;
  // The same Stripe method sent twice (a double submit) is one row.
  const existing = await db.paymentMethod.findUnique({
    where: { provider_providerMethodId: { provider: provider.id, providerMethodId: method.providerMethodId } },
    select: { ...select, userId: true },
  });
  if (existing) {
    const { userId, ...view } = existing;
    if (userId !== owner.userId) throw refusal("invalid_input", problem("stripeMethodMissing"));
    return view;
  }
  const create = (isPrimary: boolean) =>
    db.paymentMethod.create({
      data: {
        id: newId(),
        userId: owner.userId,
        provider: provider.id,
        providerMethodId: method.providerMethodId,
        brand: method.brand.slice(0, 16),
        last4: method.last4.slice(-4),
        expMonth: method.expMonth,
        expYear: method.expYear,
        isPrimary,
      },
      select,
    });
  try {
    return await create(!hasPrimary);
  } catch (error) {
    // Two first cards added at once: the index allows one primary per user (payment_methods_one_primary), so the
    // second is saved as an ordinary card.
    if (!hasPrimary && isUniqueViolation(error)) return create(false);
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";
