import type { DbOrTx } from "@hopper/core/db";
import { notFound } from "@hopper/core/errors";

import { paymentProvider } from "./providers/configured";
import type { PaymentProvider } from "./providers/provider";

/**
 * The user's customer at the configured provider, created there on first use and stored in billing_customers. Two
 * requests at once may both create one at the provider (Stripe's idempotency key makes it the same one); the
 * insert keeps the first row and both answer with it.
 */
export async function ensureCustomer(
  db: DbOrTx,
  userId: string,
  provider: PaymentProvider = paymentProvider(),
): Promise<{ provider: PaymentProvider["id"]; providerCustomerId: string }> {
  const existing = await db.billingCustomer.findUnique({
    where: { userId_provider: { userId, provider: provider.id } },
    select: { providerCustomerId: true },
  });
  if (existing) return { provider: provider.id, providerCustomerId: existing.providerCustomerId };
  const user = await db.user.findUnique({ where: { id: userId }, select: { username: true, email: true } });
  if (!user) throw notFound("User not found");
  const created = await provider.createCustomer({ userId, email: user.email, username: user.username });
  await db.billingCustomer.createMany({
    data: [{ userId, provider: provider.id, providerCustomerId: created }],
    skipDuplicates: true,
  });
  const row = await db.billingCustomer.findUniqueOrThrow({
    where: { userId_provider: { userId, provider: provider.id } },
    select: { providerCustomerId: true },
  });
  return { provider: provider.id, providerCustomerId: row.providerCustomerId };
}
