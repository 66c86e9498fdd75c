import { AppError } from "@hopper/core/errors";
import type { DbOrTx } from "@hopper/core/db";

import type { PayoutProvider } from "./providers/provider";
import { settlePayout } from "./settle";
import { inTransaction } from "./transaction";
import type { PayoutView } from "./view";
import { REASON_MAX } from "./inputs";

/**
 * Hands a committed payout to its provider and records what the provider said. A provider that refuses the payout
 * (a 4xx: a bad receiver, an unfunded account) fails it, which returns the money; one that cannot be reached
 * leaves it in transit without a provider id, and the poll job sends it again (the send is idempotent by the
 * payout's id, so PayPal never pays twice).
 */
export async function deliver(
  db: DbOrTx,
  payout: PayoutView,
  provider: PayoutProvider,
  now: Date = new Date(),
): Promise<PayoutView> {
  let outcome;
  try {
    outcome = await provider.send(payout);
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.code !== "ratelimit_error") {
      const reason = error.message.slice(0, REASON_MAX);
      return inTransaction(
        db,
        async (tx) => (await settlePayout(tx, payout.id, { status: "failed", reason }, now)).payout,
      );
    }
    return payout;
  }
  if (outcome.status === payout.status && (outcome.platformId ?? null) === payout.platformId) return payout;
  return inTransaction(
    db,
    async (tx) =>
      (
        await settlePayout(
          tx,
          payout.id,
          { status: outcome.status, platformId: outcome.platformId, reason: outcome.reason },
          now,
        )
      ).payout,
  );
}
