import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The refusals of the payout services, providers and webhook route (docs/shell.md, "Errors from services"). The
 * amounts arrive formatted ("$12.34"), so every sentence reads the same in REST descriptions and on the site.
 */
export const payoutErrorMessages = defineCatalogue("analytics.payoutErrors", {
  signIn: "You must be signed in to manage payouts.",
  adminOnly: "Only admins can decide payouts.",
  notFound: "Payout not found.",
  unknownMethod: "Choose a payout method: {methods}.",
  amountWhole: "The amount must be a whole number of cents.",
  overBalance: "You can withdraw at most {max}.",
  emptyBalance: "You have no available balance to withdraw.",
  underMinimum: "The minimum withdrawal with {method} is {min}.",
  overMaximum: "The maximum withdrawal with {method} is {max}.",
  emailAddress: "Enter the email address of your PayPal account.",
  phoneAddress: "Enter the phone number of your Venmo account, e.g. +15551234567.",
  addressRequired: "Enter the address the money goes to.",
  addressLength: "The address must be at most {max} characters.",
  reasonRequired: "Say why the payout failed.",
  reasonLength: "The reason must be at most {max} characters.",
  decided: "This payout is already {status}; it can no longer change.",
  notCancellable: "This payout can no longer be cancelled.",
  providerManaged:
    "Only payouts paid by hand, or PayPal payouts whose status is unknown, can be marked paid or failed; PayPal reports this one's status.",
  providerError: "The payout provider refused the request: {message}",
  providerUnavailable: "The payout provider could not be reached. Try again in a moment.",
  webhookSignature: "The webhook signature is missing or invalid.",
  webhookBody: "The webhook body is not a valid event.",
  webhookTooLarge: "The webhook body must be at most {max} bytes.",
  webhookUnconfigured: "This payout provider is not configured.",
});
