import type { Db } from "@hopper/core/db";
import { stopJobSender } from "@hopper/core/jobs";
import { listProducts, paymentProvider, seedDemoServerSubscription } from "@hopper/billing/server";

import { productResources } from "../nodes/capacity";
import { regionName } from "../regions";
import { DEFAULT_LOADER, newAgentId } from "./create-order";

// The hosting demo (docs/hosting.md "Demo data"): demo-creator owns "Demo SMP", the smallest plan in Europe, paid
// through billing like a real purchase. It is seeded waiting for a node; billing's paid period publishes
// billing.subscription.provisioned, and the provisioning job (or its 2-minute sweep, once `hopper start`'s local
// agent answers) places it and creates it on the agent. Without a Docker engine it stays "being set up", saying
// why. A fixed id makes it idempotent and lets the browser tests find it.

/** demo-creator's demo server (tests/e2e/support/declared-pages.ts opens its pages with this id). */
export const DEMO_SERVER_ID = "DemoSrv1";
export const DEMO_SERVER_NAME = "Demo SMP";
const DEMO_REGION = "europe";
const DEMO_OWNER = "demo-creator";
/**
 * A game version the demo catalogue's Paper plugins are published for (modules/catalog/src/seed/catalog-seed.ts
 * GAME_VERSION_SETS end at 1.21.4), so the demo server's content search has something to install; the newest
 * release (a new server's default) has no demo project.
 */
export const DEMO_GAME_VERSION = "1.21.4";

/** Creates the demo server and its paid subscription when missing. Answers the seed's report line, or null. */
export async function seedDemoServer(db: Db, now: Date): Promise<string | null> {
  // A Stripe account cannot hold the demo's test card without the browser (as billing's own demo).
  if (paymentProvider().id !== "local") return null;
  const owner = await db.user.findUnique({ where: { usernameKey: DEMO_OWNER }, select: { id: true } });
  if (!owner) return null;
  if (await db.hostingServer.findUnique({ where: { id: DEMO_SERVER_ID }, select: { id: true } })) return null;

  // The smallest plan that can be placed (listProducts answers the plans smallest first; sorted again to not rely
  // on an admin's sort order).
  const plans = (await listProducts(db, { kind: "pyro" }))
    .flatMap((product) => {
      const resources = productResources(product);
      return resources ? [{ product, resources }] : [];
    })
    .sort((a, b) => a.resources.memoryMiB - b.resources.memoryMiB || a.resources.cpu - b.resources.cpu);
  const smallest = plans[0];
  if (!smallest) return null;
  const { product, resources } = smallest;

  const paid = await db.$transaction(
    async (tx) => {
      await tx.hostingServer.create({
        data: {
          id: DEMO_SERVER_ID,
          agentId: newAgentId(),
          ownerId: owner.id,
          name: DEMO_SERVER_NAME,
          region: DEMO_REGION,
          productId: product.id,
          ...resources,
          swapMiB: product.swapMb ?? 0,
          loader: DEFAULT_LOADER,
          gameVersion: DEMO_GAME_VERSION,
          status: "provisioning",
          statusMessage: `No node available in ${regionName(DEMO_REGION)} yet: the server is set up as soon as one is.`,
          createdAt: now,
        },
      });
      // In this transaction: the server, its paid subscription and the provisioning event exist together or not.
      const made = await seedDemoServerSubscription(tx, { serverId: DEMO_SERVER_ID, productId: product.id }, now);
      if (!made) await tx.hostingServer.delete({ where: { id: DEMO_SERVER_ID } });
      return made;
    },
    // The event's sender connects to pg-boss on its first use, inside this transaction (slow on a loaded machine).
    { timeout: 60_000 },
  );
  // The seed also runs in one-shot commands (`hopper seed`): the sender's pool would outlive the command.
  await stopJobSender();
  if (!paid) return null;
  return `hosting     ${DEMO_OWNER}: "${DEMO_SERVER_NAME}" (${product.name}, ${regionName(DEMO_REGION)}), paid with card 4242, waiting for a node`;
}
