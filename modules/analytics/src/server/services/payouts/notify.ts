import type { DbOrTx } from "@hopper/core/db";
import { formatMinorUnits } from "@hopper/core/format";
import { notify } from "@hopper/notifications/server";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

import { payoutNotificationMessages } from "../../../ui/payouts/payout-notification-messages";
import type { PayoutView } from "./view";

const english = translatorFor(payoutNotificationMessages, "en-US") as unknown as (
  key: keyof typeof payoutNotificationMessages.messages,
  values?: Record<string, string>,
) => string;

/**
 * Tells the creator their payout was paid or failed (types `payout_paid`, `payout_failed`; docs/community.md). The
 * dedupe key is the payout and its status, so a webhook delivered twice or a retried job notifies once.
 */
export async function notifyPayoutSettled(db: DbOrTx, payout: PayoutView): Promise<void> {
  if (payout.status !== "success" && payout.status !== "failed") return;
  const paid = payout.status === "success";
  const amount = formatMinorUnits(paid ? payout.netMinor : payout.amountMinor);
  await notify(db, {
    userId: payout.userId,
    type: paid ? "payout_paid" : "payout_failed",
    title: english(paid ? "paidTitle" : "failedTitle"),
    text: english(paid ? "paidText" : "failedText", { amount }),
    link: "/dashboard/revenue/transfers",
    body: { payout_id: payout.id, amount, status: payout.status },
    dedupeKey: `analytics:payout:${payout.id}:${payout.status}`,
  });
}
