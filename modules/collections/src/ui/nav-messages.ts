import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The label of the collections module's menu entry (the dashboard menu); the manifest imports it. */
export const navMessages = defineCatalogue("collections.nav", {
  collections: "Collections",
});
