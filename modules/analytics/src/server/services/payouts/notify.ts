import type { DbOrTx } from "@hopper/core/db";

import type { PayoutView } from "./view";

/** Tells the creator their payout was paid or failed (a notification; see modules/notifications). */
export async function notifyPayoutSettled(_db: DbOrTx, _payout: PayoutView): Promise<void> {
  // First cut: the notification type is added with the notifications module's registry next.
}
