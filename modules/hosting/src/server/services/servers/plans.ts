import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { listPaymentMethods, listProducts } from "@hopper/billing/server";
import type { PaymentMethodView } from "@hopper/billing/server";
import { loaders } from "@hopper/agent/protocol";
import { GAME_VERSIONS } from "@hopper/catalog/server";

import { productResources, stock } from "../nodes/capacity";
import { REGIONS } from "../regions";
import { problem, refusal } from "./buying-refusals";
import { DEFAULT_GAME_VERSION, DEFAULT_LOADER, newOrderId } from "./create-order";
import { orderPack, planForPack } from "./pack-order";
import type { OrderPack } from "./pack-order";
import { requireSignedIn } from "./server-access";

// What /servers and /servers/buy show (docs/hosting.md "Buying a server"): the pyro plans with their resources,
// billing's USD prices, the spec's player guidance and the stock per region (computed from free capacity).

/** Spec §9's player guidance by plan size; larger plans say so without a number. */
const GUIDANCE: Record<string, string> = { "pyro-small": "1-5", "pyro-medium": "6-15", "pyro-large": "15-25" };

export interface PlanOffer {
  id: string;
  slug: string;
  name: string;
  cpu: number;
  memoryMiB: number;
  swapMiB: number;
  diskMiB: number;
  /** "1-5" players, or null for the larger plans (more than 25). */
  players: string | null;
  price: { id: string; currency: string; monthly: number | null; quarterly: number | null; yearly: number | null };
  /** Servers of this plan that fit now, per region id. */
  stock: Record<string, number>;
}

export interface PlanCatalogue {
  plans: PlanOffer[];
  regions: { id: string; name: string }[];
  /** False when no node is registered at all ("No node is available yet"). */
  hasNodes: boolean;
}

/** The plans anyone may see (pyro is USD only). Three queries whatever the number of plans and nodes. */
export async function serverPlans(db: DbOrTx, now: Date): Promise<PlanCatalogue> {
  const [products, entries, nodes] = await Promise.all([
    listProducts(db, { kind: "pyro" }),
    stock(db, now),
    db.hostingNode.count(),
  ]);
  const plans = products.flatMap((product): PlanOffer[] => {
    const resources = productResources(product);
    const price = product.prices.find((candidate) => candidate.currency === "USD") ?? product.prices[0];
    if (!resources || !price) return [];
    const ofPlan = entries.filter((entry) => entry.productId === product.id);
    return [
      {
        id: product.id,
        slug: product.slug,
        name: product.name,
        ...resources,
        swapMiB: product.swapMb ?? 0,
        players: GUIDANCE[product.slug] ?? null,
        price: {
          id: price.id,
          currency: price.currency,
          monthly: price.monthly,
          quarterly: price.quarterly,
          yearly: price.yearly,
        },
        stock: Object.fromEntries(ofPlan.map((entry) => [entry.region, entry.available])),
      },
    ];
  });
  return { plans, regions: REGIONS.map((region) => ({ ...region })), hasNodes: nodes > 0 };
}

export interface Checkout extends PlanCatalogue {
  plan: PlanOffer;
  paymentMethods: PaymentMethodView[];
  loaders: readonly string[];
  gameVersions: string[];
  defaults: { loader: string; gameVersion: string };
  /** The modpack the server is ordered with ("Create a server with this pack"), or null. */
  pack: OrderPack | null;
  /** A fresh order id for the Pay form: a repeated Pay of the same form is the same order. */
  orderId: string;
}

/**
 * The purchase flow of one plan (signed in): the plan, the regions' stock, the buyer's cards, what can be installed.
 * With a modpack (`pack`, a catalogue project id) the pack's loader and game version are the defaults and, without
 * a plan, a plan with room for a modded server is preselected.
 */
export async function serverCheckout(
  db: DbOrTx,
  actor: Actor | null,
  selection: { plan?: string; pack?: string },
  now: Date,
): Promise<Checkout> {
  const buyer = requireSignedIn(actor);
  const pack = selection.pack ? await orderPack(db, actor, selection.pack) : null;
  const catalogue = await serverPlans(db, now);
  const plan = selection.plan
    ? catalogue.plans.find((candidate) => candidate.slug === selection.plan)
    : pack
      ? planForPack(catalogue.plans)
      : undefined;
  if (!plan) throw refusal("not_found", problem("planNotFound"), "plan");
  const paymentMethods = await listPaymentMethods(db, buyer.userId);
  return {
    ...catalogue,
    plan,
    paymentMethods,
    loaders,
    gameVersions: GAME_VERSIONS.filter((tag) => tag.version_type === "release")
      .slice(0, 40)
      .map((tag) => tag.version),
    defaults: pack
      ? { loader: pack.loader, gameVersion: pack.gameVersion }
      : { loader: DEFAULT_LOADER, gameVersion: DEFAULT_GAME_VERSION },
    pack,
    orderId: newOrderId(),
  };
}
