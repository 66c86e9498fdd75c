import type { PayoutStatus } from "../../view";

/**
 * A PayPal payout item's `transaction_status` (or a PAYMENT.PAYOUTS-ITEM.* webhook's) as our payout status, given
 * the payout's current one. Money PayPal did not deliver comes back to our PayPal balance (FAILED, RETURNED,
 * BLOCKED, DENIED, REFUNDED, REVERSED), so the payout fails and the creator's balance gets it back; RETURNED after
 * the owner cancelled an unclaimed item is the cancellation completing. UNCLAIMED stays in transit: the receiver
 * has 30 days to claim it (then PayPal returns it) and the owner may cancel it meanwhile. CANCELED (the
 * PAYMENT.PAYOUTS-ITEM.CANCELED event: the unclaimed item was cancelled, its money back with us) is cancelled
 * whatever the payout's status, so the money returns once. Null: no news.
 */
export function payoutStatusOf(transactionStatus: string, current: PayoutStatus): PayoutStatus | null {
  switch (transactionStatus.toUpperCase()) {
    case "SUCCESS":
    case "SUCCEEDED":
      return "success";
    case "RETURNED":
      return current === "cancelling" ? "cancelled" : "failed";
    case "CANCELED":
    case "CANCELLED":
      return "cancelled";
    case "FAILED":
    case "BLOCKED":
    case "DENIED":
    case "REFUNDED":
    case "REVERSED":
      return "failed";
    case "UNCLAIMED":
    case "PENDING":
    case "ONHOLD":
    case "HELD":
    case "NEW":
      return current === "unknown" ? "in-transit" : null;
    default:
      return null;
  }
}

/** The item status a webhook event names: PAYMENT.PAYOUTS-ITEM.SUCCEEDED → SUCCEEDED. */
export function eventItemStatus(eventType: string): string | null {
  const match = /^PAYMENT\.PAYOUTS-ITEM\.([A-Z]+)$/.exec(eventType);
  return match ? match[1]! : null;
}
