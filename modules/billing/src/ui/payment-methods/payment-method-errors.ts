import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The refusals of the payment method services, the providers and the webhook routes (docs/shell.md, "Errors from
 * services"): the card messages are the providers' own wording (Stripe's), so a card refused by either provider
 * reads the same.
 */
export const paymentMethodErrorMessages = defineCatalogue("billing.paymentMethodErrors", {
  signIn: "You must be signed in to manage payment methods.",
  notFound: "Payment method not found.",
  cardDeclined: "Your card was declined.",
  cardNumber: "Your card number is incorrect.",
  cardExpired: "Your card has expired.",
  cardExpiry: "Your card's expiration date is incomplete or invalid.",
  cardCvc: "Your card's security code is incorrect.",
  stripeMethodMissing: "The payment method is missing. Enter your card details again.",
  providerError: "The payment provider refused the request: {message}",
  providerUnavailable: "The payment provider could not be reached. Try again in a moment.",
  tooMany: "You can have at most {max} payment methods. Remove one you no longer use first.",
  primaryInUse:
    "This is the primary payment method of a subscription you pay for. Make another payment method primary before removing it.",
  webhookSignature: "The webhook signature is missing or invalid.",
  webhookBody: "The webhook body is not a valid event.",
  webhookTooLarge: "The webhook body must be at most {max} bytes.",
  webhookUnconfigured: "This payment provider is not configured.",
  paymentNotFound: "Payment not found.",
  noConfirmation: "This payment needs no confirmation.",
});
