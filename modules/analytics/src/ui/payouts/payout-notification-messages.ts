import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The English title and text a payout notification stores for the REST API (the site words it from the
 * notifications catalogue's `copy.payoutPaid` / `copy.payoutFailed`, the same sentences).
 */
export const payoutNotificationMessages = defineCatalogue("analytics.payoutNotifications", {
  paidTitle: "Your payout was sent",
  paidText: "Your withdrawal of {amount} was paid.",
  failedTitle: "Your payout failed",
  failedText: "Your withdrawal of {amount} failed and the money was returned to your balance.",
});
