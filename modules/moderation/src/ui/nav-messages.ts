import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The moderation module's menu labels (staff); the manifest imports it. */
export const navMessages = defineCatalogue("moderation.nav", {
  moderation: "Moderation",
  reviewQueue: "Review queue",
});
