import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { listProducts, serversWithSubscription, startPurchase } from "@hopper/billing/server";
import type { PurchaseResult } from "@hopper/billing/server";

import { createServerOrder } from "./create-order";
import type { OrderInput } from "./create-order";
import { problem, refusal } from "./buying-refusals";
import { orderPack } from "./pack-order";

// Pay (docs/hosting.md "Buying a server"): the order's server row, then billing's purchase naming it. A declined
// card leaves nothing: billing discards its subscription and this discards the server row.

export interface BuyInput extends OrderInput {
  priceId: string;
  interval: string;
  paymentMethodId: string;
  /** "Create a server with this pack": the modpack project; the order takes its newest listed version. */
  pack?: string;
}

export interface BuyResult {
  serverId: string;
  purchase: PurchaseResult;
}

type Provider = Parameters<typeof startPurchase>[4];

export async function buyServer(
  db: DbOrTx,
  actor: Actor | null,
  input: BuyInput,
  now: Date,
  provider?: Provider,
): Promise<BuyResult> {
  // The price must be one of the plan's own (a price of another plan would pay for the wrong resources).
  const products = await listProducts(db, { kind: "pyro" });
  const product = products.find((candidate) => candidate.id === input.productId);
  if (!product || !product.prices.some((price) => price.id === input.priceId)) {
    throw refusal("not_found", problem("planNotFound"), "priceId");
  }
  // A pack decides what is installed: its version's loader and game version, whatever the form said.
  const pack = input.pack ? await orderPack(db, actor, input.pack) : null;
  const order = pack
    ? {
        ...input,
        loader: pack.loader,
        loaderVersion: null,
        gameVersion: pack.gameVersion,
        modpackVersionId: pack.versionId,
      }
    : { ...input, modpackVersionId: null };
  const server = await createServerOrder(db, actor, order, now);
  let purchase: PurchaseResult;
  try {
    purchase = await startPurchase(
      db,
      actor,
      {
        priceId: input.priceId,
        interval: input.interval,
        paymentMethodId: input.paymentMethodId,
        serverId: server.id,
      },
      now,
      provider,
    );
  } catch (error) {
    await discardOrder(db, server.id);
    throw error;
  }
  if (purchase.status === "failed") await discardOrder(db, server.id);
  return { serverId: server.id, purchase };
}

/** The order's row goes when nothing pays for it (no subscription names it any more): never a paid server. */
async function discardOrder(db: DbOrTx, serverId: string): Promise<void> {
  if ((await serversWithSubscription(db, [serverId])).has(serverId)) return;
  await db.hostingServer.deleteMany({ where: { id: serverId, status: "awaiting_payment" } });
}
