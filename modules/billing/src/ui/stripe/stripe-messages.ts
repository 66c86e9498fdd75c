import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The Stripe Payment Element's form and the confirmation step (docs/billing.md, "The Payment Element"). */
export const stripeMessages = defineCatalogue("billing.stripe", {
  loading: "Loading the secure card form…",
  save: "Save payment method",
  saving: "Saving…",
  unavailable: "The card form could not be loaded. Check your connection and reload the page.",
  noScript: "Adding a card with Stripe needs JavaScript.",
  confirming: "Confirming the payment with your bank…",
  confirmFailed: "The payment was not confirmed: {message}",
  backToCheckout: "Back to the checkout",
});
