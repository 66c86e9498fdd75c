import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The billing settings menu label; the manifest imports it (a small catalogue, so the manifest stays light). */
export const billingNavMessages = defineCatalogue("billing.settingsNav", {
  billing: "Billing",
});
