import type { PayoutStatus, PayoutView } from "../view";

/** What a provider reports about a payout it carries: its status and, when it failed, why (≤ 500 chars). */
export interface ProviderOutcome {
  status: PayoutStatus;
  platformId?: string;
  reason?: string;
}

/**
 * Carries withdrawals out (docs/analytics.md "Payouts"). The withdrawal is already committed (the money left the
 * balance) when `send` runs, so a provider only moves money and reports; the ledger is the services' job.
 */
export interface PayoutProvider {
  readonly id: "manual" | "paypal";
  /**
   * Hands the payout over. Idempotent by the payout's id (a retried send is the same payout at the provider).
   * Returns what is known right after: usually `in-transit` with the provider's id.
   */
  send(payout: PayoutView): Promise<ProviderOutcome>;
  /** The provider's current view of the payout, or null when it has no news (manual: admins decide). */
  status(payout: PayoutView): Promise<ProviderOutcome | null>;
  /**
   * Stops a payout that has not reached the creator: `cancelled` when it is stopped now, `cancelling` when the
   * provider confirms later (by webhook or poll); refuses (AppError conflict) when it can no longer be stopped.
   */
  cancel(payout: PayoutView): Promise<"cancelled" | "cancelling">;
}
