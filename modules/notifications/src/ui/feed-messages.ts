import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The private feed's section of the notification settings (components/private-feed-section.tsx). */
export const feedMessages = defineCatalogue("notifications.feed", {
  heading: "Private feed",
  explain:
    "An Atom feed of the new versions of the projects you follow (with each follow's filters), for your feed reader.",
  secret: "Anyone who has this address can read the feed. Keep it to yourself; make a new one if it leaked.",
  off: "Your private feed is off.",
  address: "Feed address",
  open: "Open the feed",
  create: "Create feed address",
  renew: "New address",
  renewHint: "The current address stops working.",
  turnOff: "Turn off",
});
