import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The app pages' menu labels; the manifest imports it. */
export const appNavMessages = defineCatalogue("oauth.appNav", {
  yourApplications: "Your applications",
  applications: "Applications",
});
