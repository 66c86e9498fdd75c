import type { DbOrTx } from "@hopper/core/db";

// What a paid period switches on and an unpaid one switches off, by product kind (docs/billing.md, "Perks"). Each
// provisioner flips `provisioned` with a guarded update, so a replayed event or a rerun job changes nothing twice;
// it answers whether it changed anything, and only then is the user notified.

export type SuspendReason = "cancelled" | "paymentfailed";

export interface Provisioner {
  provision(tx: DbOrTx, subscriptionId: string): Promise<boolean>;
  suspend(tx: DbOrTx, subscriptionId: string, reason: SuspendReason): Promise<boolean>;
}

async function flip(tx: DbOrTx, subscriptionId: string, provisioned: boolean): Promise<boolean> {
  const changed = await tx.subscription.updateMany({
    where: { id: subscriptionId, provisioned: !provisioned },
    data: { provisioned },
  });
  return changed.count === 1;
}

/** midas: the perks (badge, flair, higher API rate limit) read `provisioned` through services/perks.ts. */
const midas: Provisioner = {
  provision: (tx, id) => flip(tx, id, true),
  suspend: (tx, id) => flip(tx, id, false),
};

/**
 * pyro: the server plan. The hosting module does not exist yet; once it does, provision calls its service to create
 * the server (or unsuspend one that exists: `serverId`) and suspend calls its suspend service with the reason, as
 * the reference's Archon `/servers/{id}/suspend`. Until then the flag is the whole state.
 */
const pyro: Provisioner = {
  provision: (tx, id) => flip(tx, id, true),
  suspend: (tx, id) => flip(tx, id, false),
};

const PROVISIONERS: Record<string, Provisioner> = { midas, pyro };

/** The provisioner of a product kind (an unknown kind only flips the flag, as midas). */
export function provisionerFor(kind: string): Provisioner {
  return PROVISIONERS[kind] ?? midas;
}
