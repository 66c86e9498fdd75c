import type { ScopeName } from "@hopper/core/auth";
import type { RestBody, RestHandler, RestRoute } from "@hopper/core/module";

import { reportCreateBody, reportIdsQuery, reportListQuery, reportPatchBody } from "./report-queries";

const handlers = () => import("../server/rest/reports");
type HandlerName = keyof Awaited<ReturnType<typeof handlers>>;
/** One named handler of the reports REST file, loaded on first use. */
const load = (name: HandlerName) => async () => ({ default: (await handlers())[name] as RestHandler });

const reportsTag = { name: "Reports", description: "Users' reports of content to the moderators" };
const schemas = () => import("../server/rest/report-schema");
const one = () => schemas().then((m) => m.reportSchema);
const list = () => schemas().then((m) => m.reportListSchema);

interface Spec {
  method: RestRoute["method"];
  path: string;
  operationId: string;
  summary: string;
  scope: ScopeName;
  handler: HandlerName;
  answer: "one" | "list" | "empty";
  description: string;
  query?: RestRoute["query"];
  body?: RestBody;
}

// The reference's report routes (modrinth-facts.md §1.2); its v3 client (`reports_v3`) calls the same paths under
// /v3 with the same bodies, so both versions share the handlers.
const SPECS: readonly Spec[] = [
  {
    method: "POST",
    path: "/report",
    operationId: "submitReport",
    summary: "Report a project, version, user or collection to the moderators",
    scope: "REPORT_CREATE",
    handler: "postReport",
    answer: "one",
    description: "The new report",
    body: { kind: "json", schema: async () => reportCreateBody },
  },
  {
    method: "GET",
    path: "/report",
    operationId: "getOpenReports",
    summary: "The caller's open reports, oldest first (staff: everyone's with all=true)",
    scope: "REPORT_READ",
    handler: "listOwnReports",
    answer: "list",
    description: "The reports",
    query: reportListQuery,
  },
  {
    method: "GET",
    path: "/reports",
    operationId: "getReports",
    summary: "The reports among the ids the caller may read, in the order asked",
    scope: "REPORT_READ",
    handler: "getManyReports",
    answer: "list",
    description: "The reports",
    query: reportIdsQuery,
  },
  {
    method: "GET",
    path: "/report/:id",
    operationId: "getReport",
    summary: "A report (its reporter or staff)",
    scope: "REPORT_READ",
    handler: "getOneReport",
    answer: "one",
    description: "The report",
  },
  {
    method: "PATCH",
    path: "/report/:id",
    operationId: "modifyReport",
    summary: "Change a report's body (its reporter, while open) or close and reopen it (staff)",
    scope: "REPORT_WRITE",
    handler: "patchReport",
    answer: "empty",
    description: "The report was changed",
    body: { kind: "json", schema: async () => reportPatchBody },
  },
  {
    method: "DELETE",
    path: "/report/:id",
    operationId: "deleteReport",
    summary: "Delete a report and its thread (staff)",
    scope: "REPORT_DELETE",
    handler: "deleteOneReport",
    answer: "empty",
    description: "The report was deleted",
  },
];

function routeOf(spec: Spec, version: "v2" | "v3"): RestRoute {
  return {
    method: spec.method,
    path: `/${version}${spec.path}`,
    operationId: version === "v2" ? spec.operationId : `${spec.operationId}V3`,
    tag: reportsTag,
    summary: spec.summary,
    scope: spec.scope,
    response:
      spec.answer === "empty"
        ? { kind: "empty", description: spec.description }
        : { kind: "json", description: spec.description, schema: spec.answer === "one" ? one : list },
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    handler: load(spec.handler),
  };
}

/** Public API routes for reports: the reference's v2 routes and their v3 twins. */
export const reportRoutes: readonly RestRoute[] = [
  ...SPECS.map((spec) => routeOf(spec, "v2")),
  ...SPECS.map((spec) => routeOf(spec, "v3")),
];
