import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The revenue pages' menu labels; the manifest imports it (a small catalogue, so the manifest stays light). */
export const revenueNavMessages = defineCatalogue("analytics.revenueNav", {
  revenue: "Revenue",
  pool: "Revenue pool",
});
