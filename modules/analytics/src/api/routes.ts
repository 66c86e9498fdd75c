import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

import { payoutMethodsQuery } from "../server/rest/payout-schemas";

// The reference's /v3/analytics and /v3/payout routes (docs/analytics.md, "API"), declared here and handled in
// server/rest/. Schemas and handlers load on first use.

const analytics = () => import("../server/rest/analytics");
const analyticsShapes = () => import("../server/rest/analytics-schemas");
const payouts = () => import("../server/rest/payouts");
const payoutShapes = () => import("../server/rest/payout-schemas");

const ANALYTICS: RestTag = {
  name: "Analytics",
  description: "Views, downloads and revenue of the projects a token's user may see analytics for",
};
const PAYOUTS: RestTag = {
  name: "Payouts",
  description: "A creator's revenue balance, transfers and withdrawal methods",
};

const analyticsHandler = (name: "postAnalytics" | "postAnalyticsFacets" | "getAnalyticsEvents") => async () => ({
  default: (await analytics())[name] as RestHandler,
});
const payoutHandler = (name: "getBalance" | "getHistory" | "getMethods" | "deletePayout") => async () => ({
  default: (await payouts())[name] as RestHandler,
});
const fetchBody = { kind: "json", schema: () => analyticsShapes().then((m) => m.fetchRequestSchema) } as const;

export const analyticsApiRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/v3/analytics",
    summary: "Views, downloads and revenue over a time range, in slices (revenue also needs PAYOUTS_READ)",
    operationId: "fetchAnalytics",
    tag: ANALYTICS,
    body: fetchBody,
    response: {
      kind: "json",
      description: "One list of rows per slice, and the projects they cover",
      schema: () => analyticsShapes().then((m) => m.fetchResponseSchema),
    },
    scope: "ANALYTICS",
    handler: analyticsHandler("postAnalytics"),
  },
  {
    method: "POST",
    path: "/v3/analytics/facets",
    summary: "The values each analytics field takes for the caller's projects in a time range",
    operationId: "fetchAnalyticsFacets",
    tag: ANALYTICS,
    body: fetchBody,
    response: {
      kind: "json",
      description: "The distinct values per field",
      schema: () => analyticsShapes().then((m) => m.facetsResponseSchema),
    },
    scope: "ANALYTICS",
    handler: analyticsHandler("postAnalyticsFacets"),
  },
  {
    method: "GET",
    path: "/v3/analytics-event",
    summary: "Announced events shown on analytics charts (Hopper announces none)",
    operationId: "getAnalyticsEvents",
    tag: ANALYTICS,
    response: {
      kind: "json",
      description: "The events: always empty",
      schema: () => analyticsShapes().then((m) => m.analyticsEventSchema.array()),
    },
    handler: analyticsHandler("getAnalyticsEvents"),
  },
  {
    method: "GET",
    path: "/v3/payout/balance",
    summary: "The token's user's revenue balance: available, pending by date, withdrawn",
    operationId: "getPayoutBalance",
    tag: PAYOUTS,
    response: {
      kind: "json",
      description: "The balance in dollars",
      schema: () => payoutShapes().then((m) => m.payoutBalanceSchema),
    },
    scope: "PAYOUTS_READ",
    handler: payoutHandler("getBalance"),
  },
  {
    method: "GET",
    path: "/v3/payout/history",
    summary: "The token's user's withdrawals and the months' earnings that became available, newest first",
    operationId: "getPayoutHistory",
    tag: PAYOUTS,
    response: {
      kind: "json",
      description: "The transactions",
      schema: () => payoutShapes().then((m) => m.transactionItemSchema.array()),
    },
    scope: "PAYOUTS_READ",
    handler: payoutHandler("getHistory"),
  },
  {
    method: "GET",
    path: "/v3/payout/methods",
    summary: "The withdrawal methods and their limits (public)",
    operationId: "getPayoutMethods",
    tag: PAYOUTS,
    query: payoutMethodsQuery,
    response: {
      kind: "json",
      description: "The methods",
      schema: () => payoutShapes().then((m) => m.payoutMethodSchema.array()),
    },
    handler: payoutHandler("getMethods"),
  },
  {
    method: "DELETE",
    path: "/v3/payout/:id",
    summary: "Cancel one of the token's user's payouts still in transit (another user's is not found)",
    operationId: "cancelPayout",
    tag: PAYOUTS,
    response: { kind: "empty", description: "The payout was cancelled (or is being cancelled) and the money returned" },
    scope: "PAYOUTS_WRITE",
    handler: payoutHandler("deletePayout"),
  },
];
