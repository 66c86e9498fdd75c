import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * Buying and provisioning (docs/hosting.md "Buying a server", "Provisioning"): the services' refusals (en-US is what
 * the API sends; the site reads the key) and the notifications sent to a server's owner (stored once, in English).
 */
export const buyingErrorMessages = defineCatalogue("hosting.buyingErrors", {
  signIn: "Sign in to buy a server.",
  planNotFound: "This server plan is not available.",
  regionUnknown: "Choose a region: Europe or North America (Dallas).",
  noNodes: "No node is available yet: servers cannot be bought right now.",
  outOfStock: "{plan} is out of stock in {region}. Choose another region or plan.",
  nameRequired: "Give your server a name.",
  nameTooLong: "The server name can be at most {max} characters.",
  loaderUnknown: "Choose a loader the server can run.",
  gameVersionUnknown: "Choose a Minecraft version.",
  loaderVersionInvalid: "The loader version can be at most 64 letters, digits, dots and dashes.",
  packNotFound: "This modpack is not available.",
  packHasNoVersion: "This modpack has no listed version to install.",
  packCannotRun: "This modpack's loader or Minecraft version cannot run on our servers.",
  orderTaken: "This order was already placed.",
  serverAlreadyPaid: "This server is already paid for.",
  confirmationNotFound: "This payment confirmation was not found.",
  serverNotFound: "Server not found",
  staffMessageTooLong: "The message can be at most {max} characters.",
  notSuspended: "This server is not suspended by staff.",
  alreadySuspended: "This server is already suspended by staff.",
});

export const buyingNotificationMessages = defineCatalogue("hosting.buyingNotifications", {
  readyTitle: "Your server {name} is ready",
  readyText: "It was installed and can be started from its page.",
  suspendedTitle: "Your server {name} is suspended",
  suspendedPaymentFailed: "Its payment failed. Update your payment method and pay to resume it.",
  suspendedCancelled: "Its subscription was cancelled. Resubscribe to resume it.",
  suspendedStaff: "Staff suspended it: {message}",
  resumedTitle: "Your server {name} is running again",
  resumedText: "It was resumed and can be started from its page.",
  madeForPaymentTitle: "A server for your payment: {name}",
  madeForPaymentText:
    "Your payment for {plan} arrived after its order was discarded, so a new server was made for it in {region}. You can change its name, loader and version in its options.",
});
