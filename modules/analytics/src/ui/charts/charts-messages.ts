import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The charts' texts: /dashboard/analytics, the project and organization analytics tabs (client and server). */
export const chartsMessages = defineCatalogue("analytics.charts", {
  dashboardTitle: "Analytics - Hopper",
  dashboardHeading: "Analytics",
  dashboardIntro: "Views, downloads and revenue of the projects you may see analytics for.",
  noProjects: "You have no projects whose analytics you may see yet.",
  metrics: { downloads: "Downloads", views: "Views", revenue: "Revenue" },
  ranges: {
    "30d": "Previous 30 days",
    "this-month": "This month",
    "last-month": "Last month",
    custom: "Custom range",
  },
  form: {
    label: "Range",
    range: "Range",
    from: "From",
    to: "To",
    show: "Show",
    metric: "Metric",
    export: "Export CSV",
  },
  heading: "{metric}, {from} – {to}: {total}",
  perProject: "Per project",
  table: {
    caption: "{metric} per day and project",
    day: "Day",
    total: "Total",
    allDays: "Total over the range",
  },
  tooltip: {
    more: "and {count, plural, one {# more} other {# more}}",
    total: "Total",
  },
  chartLabel: "{metric} per day, one line per project",
  revenueOnly: "Revenue shows only the projects whose payouts you may see.",
  error: "{message} Showing the previous 30 days instead.",
});
