import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** Every text of /billing/local/confirm/[id], the local provider's stand-in for a bank's 3-D Secure page. */
export const localConfirmMessages = defineCatalogue("billing.localConfirm", {
  title: "Confirm your payment - Hopper",
  heading: "Confirm your payment",
  intro:
    "Your bank asks you to confirm this payment of {amount}. This is the local test provider: choose how the authentication ends.",
  complete: "Complete authentication",
  fail: "Fail authentication",
  done: "This payment needs no confirmation.",
  completed: "Authentication completed. Your payment is being processed.",
  failed: "Authentication failed. The payment was not made.",
  back: "Back to billing",
});
