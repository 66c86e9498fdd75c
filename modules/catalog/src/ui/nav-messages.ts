import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The labels of the catalog module's menu entries (the dashboard menu); the manifest imports it. */
export const navMessages = defineCatalogue("catalog.nav", {
  projects: "Projects",
  organizations: "Organizations",
});
