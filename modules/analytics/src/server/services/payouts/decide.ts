import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { requireAdmin } from "./access";
import { applySettlement } from "./apply";
import { decisionInput } from "./inputs";
import { payoutNotFound, problem, refusal } from "./refusals";
import { FINAL_STATUSES } from "./settle";
import { inTransaction } from "./transaction";
import type { PayoutStatus, PayoutView } from "./view";

function parse(input: unknown) {
  const parsed = decisionInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
  if (tooLong) throw refusal("invalid_input", problem("reasonLength", { max: "500" }), "reason");
  throw refusal("invalid_input", problem("reasonRequired"), "reason");
}

/**
 * Whether an admin may mark this payout paid or failed (markPayout, and /admin/payouts' controls): every manual
 * payout, and a PayPal one only while `unknown`. A PayPal payout otherwise is PayPal's to report (webhook, poll):
 * failing it by hand would return money PayPal still pays, and marking it paid would make PayPal's later RETURNED
 * bounce off a final status (409). An unknown one PayPal no longer tells us about (a refused re-send, no batch id,
 * and the poll stops re-sending it after a day), so the admin checks PayPal's dashboard and decides it.
 */
export function canMarkPayout(payout: { provider: string; status: string }): boolean {
  return payout.provider === "manual" || (payout.provider === "paypal" && payout.status === "unknown");
}

/**
 * An admin marks a payout paid (`success`) or `failed` with a reason (/admin/payouts; the manual provider's
 * workflow, and a PayPal payout whose status is unknown: canMarkPayout). Failed returns the money with one
 * `returned` ledger entry; marking it failed again changes nothing. The creator is notified once, when the status
 * changes.
 */
export async function markPayout(
  db: DbOrTx,
  actor: Actor | null,
  payoutId: string,
  input: { status: "success" | "failed"; reason?: string },
  now: Date = new Date(),
): Promise<PayoutView> {
  const admin = requireAdmin(actor);
  const decision = parse(input);
  if (!ID_PATTERN.test(payoutId)) throw payoutNotFound();
  const settlement = {
    status: decision.status,
    reason: decision.status === "failed" ? decision.reason : null,
    decidedById: admin.userId,
  };
  return inTransaction(db, async (tx) => {
    // Checked with the row locked: the poll may adopt an unknown PayPal payout's batch (back in transit, PayPal's
    // again) while the admin decides, and the decision must then be refused rather than overrule PayPal.
    const locked = await tx.$queryRaw<{ provider: string; status: string }[]>`
      SELECT provider, status FROM payouts WHERE id = ${payoutId} FOR UPDATE`;
    const row = locked[0];
    if (!row) throw payoutNotFound();
    // A final payout falls through to settle.ts, which answers "already paid" (or changes nothing when repeated).
    if (!canMarkPayout(row) && !FINAL_STATUSES.includes(row.status as PayoutStatus)) {
      throw refusal("conflict", problem("providerManaged"));
    }
    return (await applySettlement(tx, payoutId, settlement, now)).payout;
  });
}
