import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db/client";
import type { Role } from "../../core/src/db/generated/client";
import { LocalProvider } from "../src/server/services/providers/local";
import type { LocalEvent } from "../src/server/services/providers/local";
import type { ProviderEvent } from "../src/server/services/providers/provider";

// Shared by the state-machine tests: people, products, the real local provider with its webhook deliveries
// captured (the tests hand them to applyProviderEvent, as the webhook route does), and a clock.

export const DAY = 24 * 60 * 60 * 1000;
export const T0 = new Date("2030-01-01T00:00:00.000Z");
export const at = (days: number) => new Date(T0.getTime() + days * DAY);

export async function person(db: Db, role: Role = "user") {
  const id = newId();
  const username = `b${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, actor: { userId: id, role } };
}

export async function product(
  db: Db,
  kind: "midas" | "pyro",
  amounts: { monthly: number | null; quarterly: number | null; yearly: number | null },
  currency = "USD",
) {
  const productId = newId();
  await db.billingProduct.create({
    data: {
      id: productId,
      kind,
      slug: `${kind}-${productId.toLowerCase()}`,
      name: `${kind} ${productId}`,
      unitary: kind === "midas",
    },
  });
  const priceId = newId();
  await db.billingPrice.create({ data: { id: priceId, productId, currency, ...amounts } });
  return { productId, priceId };
}

/** A saved local card: `ok` pays, `auth` asks for confirmation on-session, `offfail` fails off-session, `bad` declines. */
export async function card(db: Db, userId: string, behaviour: "ok" | "auth" | "offfail" | "bad", isPrimary = true) {
  const id = newId();
  const providerMethodId = behaviour === "bad" ? `lpm_unknown_${id}` : `lpm_${behaviour}_visa_4242_122099_${id}`;
  await db.paymentMethod.create({
    data: {
      id,
      userId,
      provider: "local",
      providerMethodId,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2099,
      isPrimary,
    },
  });
  return id;
}

export function localProvider() {
  const delivered: LocalEvent[] = [];
  const provider = new LocalProvider({ deliver: async (event) => void delivered.push(event), clock: () => T0 });
  return { provider, delivered };
}

/** A delivered local event as the webhook route hands it on. */
export function asProviderEvent(event: LocalEvent): ProviderEvent {
  if (event.type === "payment.failed") {
    return {
      eventId: event.id,
      type: event.type,
      providerPaymentId: event.providerPaymentId,
      chargeId: event.chargeId,
      message: event.message ?? "declined",
    };
  }
  return { eventId: event.id, type: event.type, providerPaymentId: event.providerPaymentId, chargeId: event.chargeId };
}

/** The refusal code of a call ("OK" when it succeeded): how every billing test checks who may do what. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

/** Hopper+ (midas) at the spec's USD prices, minor units. */
export const MIDAS = { monthly: 499, quarterly: 1200, yearly: 4999 };
