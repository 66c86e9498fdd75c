import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { requireAdmin } from "./access";
import { applySettlement } from "./apply";
import { decisionInput } from "./inputs";
import { payoutNotFound, problem, refusal } from "./refusals";
import type { PayoutView } from "./view";

function parse(input: unknown) {
  const parsed = decisionInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
  if (tooLong) throw refusal("invalid_input", problem("reasonLength", { max: "500" }), "reason");
  throw refusal("invalid_input", problem("reasonRequired"), "reason");
}

/**
 * An admin marks a payout paid (`success`) or `failed` with a reason (/admin/payouts; the manual provider's
 * workflow). Failed returns the money with one `returned` ledger entry; marking it failed again changes nothing.
 * The creator is notified once, when the status changes. Only manual payouts: a PayPal one is PayPal's to report
 * (webhook, poll), as failing it by hand would return money PayPal still pays, and marking it paid would make
 * PayPal's later RETURNED bounce off a final status (409).
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
  // The provider never changes once the payout is written, so reading it before the transaction is safe.
  const row = await db.payout.findUnique({ where: { id: payoutId }, select: { provider: true } });
  if (!row) throw payoutNotFound();
  if (row.provider !== "manual") throw refusal("conflict", problem("providerManaged"));
  const settlement = {
    status: decision.status,
    reason: decision.status === "failed" ? decision.reason : null,
    decidedById: admin.userId,
  };
  return (await applySettlement(db, payoutId, settlement, now)).payout;
}
