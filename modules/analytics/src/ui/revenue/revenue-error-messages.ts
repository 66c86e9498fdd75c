import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The revenue services' refusals (server/services/revenue/refusals.ts), shown on /admin/revenue and the card. */
export const revenueErrorMessages = defineCatalogue("analytics.revenueErrors", {
  month: "Enter a month as YYYY-MM.",
  amount: "Enter an amount in dollars from $0 to {max}.",
  counts: "Count views, downloads or both.",
  poolLocked: "The pool of {month} cannot change: its days have already been split.",
  day: "Enter a day as YYYY-MM-DD that has already ended.",
  projectNotFound: "Project not found",
  monetizationStatus: "Choose monetized, demonetized or force-demonetized.",
  forceDemonetized: "Only staff can change a force-demonetized project.",
  staffOnly: "Only staff can force-demonetize a project.",
});
