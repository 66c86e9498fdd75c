import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The payouts' menu label; the manifest imports it (a small catalogue, so the manifest stays light). */
export const payoutNavMessages = defineCatalogue("analytics.payoutsNav", {
  payouts: "Payouts",
});
