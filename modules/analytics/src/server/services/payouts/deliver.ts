import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { applySettlement } from "./apply";
import { REASON_MAX } from "./inputs";
import type { PayoutProvider } from "./providers/provider";
import type { PayoutView } from "./view";

/**
 * Hands a committed payout to its provider and records what the provider said. A provider that refuses the first
 * send (a 4xx: a bad receiver, an unfunded account) fails it, which returns the money; one that cannot be reached
 * leaves it in transit without a provider id, and the poll job sends it again (`resend`; idempotent by the payout's
 * id, so PayPal never pays twice). A refused re-send proves nothing (the first send may have reached the provider
 * and only its answer was lost), so the payout becomes `unknown` with the provider's words and keeps the money out.
 */
export async function deliver(
  db: DbOrTx,
  payout: PayoutView,
  provider: PayoutProvider,
  now: Date = new Date(),
  resend: boolean = false,
): Promise<PayoutView> {
  let outcome;
  try {
    outcome = await provider.send(payout);
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.code !== "ratelimit_error") {
      const reason = error.message.slice(0, REASON_MAX);
      const status = resend ? "unknown" : "failed";
      if (status === payout.status) return payout;
      return (await applySettlement(db, payout.id, { status, reason }, now)).payout;
    }
    return payout;
  }
  if (outcome.status === payout.status && (outcome.platformId ?? null) === payout.platformId) return payout;
  const settlement = { status: outcome.status, platformId: outcome.platformId, reason: outcome.reason };
  return (await applySettlement(db, payout.id, settlement, now)).payout;
}
