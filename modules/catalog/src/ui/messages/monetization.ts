import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** setMonetizationStatus's refusals (server/services/projects/project-monetization.ts). */
export const monetizationMessages = defineCatalogue("catalog.monetization", {
  status: "Choose monetized, demonetized or force-demonetized.",
  staffOnly: "Only staff can force-demonetize a project.",
  forced: "Staff have demonetized this project; only staff can change that.",
});
