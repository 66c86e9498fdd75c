import type { DbOrTx } from "@hopper/core/db";
import { formatMinorUnits } from "@hopper/core/format";
import { notifyMany } from "@hopper/notifications/server";
import { translatorFor } from "@hopper/ui/i18n/catalogue";

import { revenueMessages } from "../../../ui/revenue/revenue-messages";
import { dayString } from "./hold";

const english = translatorFor(revenueMessages, "en-US") as unknown as (
  key: "notification.title" | "notification.text",
  values?: Record<string, string>,
) => string;

/** How far back a run looks for earnings that became available (a missed week of runs still notifies). */
const LOOKBACK_MS = 7 * 86_400_000;

/**
 * Tells each creator when a month's earnings come off hold (type `payout_available`, link /dashboard/revenue). The
 * dedupe key is the user and the availability date, so the daily job may run any number of times: each creator is
 * told once per date. Returns how many notifications were new.
 */
export async function notifyAvailableEarnings(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const rows = await db.$queryRaw<{ user_id: string; available_at: Date; amount: bigint }[]>`
    SELECT user_id, available_at, SUM(amount_minor)::bigint AS amount FROM revenue_ledger
    WHERE kind = 'earning' AND available_at <= ${now} AND available_at > ${new Date(now.getTime() - LOOKBACK_MS)}
    GROUP BY user_id, available_at HAVING SUM(amount_minor) > 0`;
  return notifyMany(
    db,
    rows.map((row) => {
      const amount = formatMinorUnits(Number(row.amount));
      return {
        userId: row.user_id,
        type: "payout_available" as const,
        title: english("notification.title"),
        text: english("notification.text", { amount }),
        link: "/dashboard/revenue",
        body: { amount, date: dayString(row.available_at) },
        dedupeKey: `analytics:available:${dayString(row.available_at)}`,
      };
    }),
  );
}
