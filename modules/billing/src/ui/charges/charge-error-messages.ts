import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The subscription and charge services' refusals (docs/shell.md, "Errors from services"): services throw them
 * through `problem()` / `refusal()` (server/services/charges/refusals.ts); the en-US text is what the API sends,
 * the site reads the key in the reader's language.
 */
export const chargeErrorMessages = defineCatalogue("billing.chargeErrors", {
  signIn: "You must be signed in to manage billing.",
  staffOnly: "Only moderators and admins can do this.",
  userNotFound: "User not found",
  subscriptionNotFound: "Subscription not found.",
  chargeNotFound: "Charge not found.",
  priceNotFound: "This price is not available.",
  intervalNotOffered: "This price is not offered {interval}.",
  paymentMethodNotFound: "Payment method not found.",
  noPaymentMethod: "No payment method",
  alreadySubscribed: "You already have this subscription.",
  purchaseInProgress: "A purchase of this product is already in progress.",
  serverAlreadyPaid: "This server is already paid for.",
  paymentInProgress: "A payment of this subscription is in progress; try again in a moment.",
  noActionNeeded: "This payment needs no confirmation any more.",
  alreadyCancelled: "This subscription is already cancelled.",
  notCancelled: "This subscription is not cancelled.",
  periodEnded: "The period has ended: resubscribe instead.",
  notResubscribable: "Only a failed or cancelled subscription can be resubscribed.",
  stillActive: "This subscription is cancelled but still active until {date}: undo the cancellation instead.",
  noOpenCharge: "This subscription has no upcoming charge to change.",
  sameInterval: "The subscription is already billed {interval}.",
  notUpgradable: "Only a running server plan can change to another server plan in the same currency.",
  samePlan: "The subscription is already on this plan.",
  notRefundable: "Only a succeeded payment can be refunded.",
  refundAmount: "The refund must be between 1 and {max} (minor units).",
  extendDays: "The extension must be between 1 and {max} days.",
  notExtendable: "This subscription has no upcoming charge to move.",
});

/** The notifications the state machine sends (English: notifications are stored in the recipient's inbox). */
export const chargeNotificationMessages = defineCatalogue("billing.chargeNotifications", {
  paymentFailedTitle: "Your payment for {product} failed",
  paymentFailedText: "{message} Update your payment method to keep your subscription.",
  purchaseFailedText: "{message} Nothing was charged and no subscription was started; you can buy again at any time.",
  provisionedTitle: "{product} is active",
  provisionedText: "Thank you! Your payment was received and {product} is now active.",
  unprovisionedTitle: "{product} has ended",
  unprovisionedText:
    "The paid period of {product} has ended, so it is no longer active. You can resubscribe at any time.",
  renewalNoMethod: "No payment method",
  renewalUnreachable: "The payment provider could not be reached; the payment will be tried again.",
  renewalNeedsAction: "Your bank asks you to confirm this payment; pay it from your billing settings.",
});
