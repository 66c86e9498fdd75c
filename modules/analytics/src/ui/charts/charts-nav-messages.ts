import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The charts' menu entry and settings tabs (the manifest reads it; kept apart so it carries nothing else). */
export const chartsNavMessages = defineCatalogue("analytics.chartsNav", {
  analytics: "Analytics",
});
