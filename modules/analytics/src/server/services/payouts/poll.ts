import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { applySettlement } from "./apply";
import { deliver } from "./deliver";
import type { PayoutProvider } from "./providers/provider";
import { OPEN_STATUSES } from "./settle";
import { payoutView } from "./view";

/** At most this many payouts a run asks PayPal about; the oldest-updated first, so every payout gets its turn. */
export const POLL_BATCH = 100;

/**
 * How long the poll keeps re-sending an `unknown` payout without a batch id: a day of re-sends every 15 minutes is
 * enough for a passing refusal to clear. After that it is left to an admin, who checks PayPal's dashboard and marks
 * it paid or failed on /admin/payouts (decide.ts); re-sending it for ever would only repeat PayPal's refusal.
 */
export const UNKNOWN_RESEND_MS = 24 * 60 * 60 * 1000;

export interface PollReport {
  checked: number;
  sent: number;
  changed: number;
  errors: number;
}

/**
 * The poll behind the webhook (analytics.poll-payouts, every 15 minutes): each open payout of `provider` is asked
 * about; one never handed over (PayPal was unreachable at the withdrawal, or refused a re-send: unknown) is sent
 * again, idempotently, so a batch PayPal does have is found and adopted; an unknown one only for UNKNOWN_RESEND_MS.
 * A payout PayPal cannot answer about now is left for the next run. Bounded by `limit`.
 */
export async function pollPayouts(
  db: DbOrTx,
  provider: PayoutProvider,
  now: Date = new Date(),
  limit: number = POLL_BATCH,
): Promise<PollReport> {
  const rows = await db.payout.findMany({
    where: {
      provider: provider.id,
      status: { in: [...OPEN_STATUSES] },
      // Unknown for longer than UNKNOWN_RESEND_MS (its updatedAt is when it became unknown, see below): an admin's.
      NOT: { status: "unknown", platformId: null, updatedAt: { lt: new Date(now.getTime() - UNKNOWN_RESEND_MS) } },
    },
    orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
    take: limit,
  });
  const report: PollReport = { checked: rows.length, sent: 0, changed: 0, errors: 0 };
  for (const row of rows) {
    const payout = payoutView(row);
    try {
      if (!payout.platformId && (payout.status === "in-transit" || payout.status === "unknown")) {
        const after = await deliver(db, payout, provider, now, true);
        if (after.platformId || after.status !== payout.status) report.sent += 1;
        // Still not handed over: an in-transit one to the back of the queue, like a payout checked without news. An
        // unknown one keeps its updatedAt, the time it became unknown, so its re-sends stop a day after that.
        else if (payout.status === "in-transit") {
          await db.payout.updateMany({ where: { id: payout.id, status: payout.status }, data: { updatedAt: now } });
        }
        continue;
      }
      const outcome = await provider.status(payout);
      if (!outcome || outcome.status === payout.status) {
        // Checked, no news: to the back of the queue, so a run past `limit` payouts reaches the others next time.
        await db.payout.updateMany({ where: { id: payout.id, status: payout.status }, data: { updatedAt: now } });
        continue;
      }
      const settlement = outcome.reason
        ? { status: outcome.status, reason: outcome.reason }
        : { status: outcome.status };
      if ((await applySettlement(db, payout.id, settlement, now)).changed) report.changed += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.errors += 1;
    }
  }
  return report;
}
