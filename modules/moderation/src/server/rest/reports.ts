import { actorOf } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { parseRestQuery, readRestJson, restJson, restNoContent } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";

import { reportCreateBody, reportIdsQuery, reportListQuery, reportPatchBody } from "../../api/report-queries";
import { getReport, getReports, listReports } from "../services/reports/report-reads";
import { createReport, deleteReport, editReportBody, setReportClosed } from "../services/reports/report-writes";
import { reportBody } from "./report-schema";

// The reference's report routes; v2 and v3 answer alike. Every route declares a REPORT_* scope, so the dispatcher
// has refused anonymous callers and tokens without it; the services decide whose reports the caller may touch.

function caller(ctx: RestContext): Actor {
  const actor = actorOf(ctx.viewer);
  if (!actor) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actor;
}

/** POST /report (REPORT_CREATE): `{ report_type, item_id, item_type, body }`; answers the new report. */
export const postReport: RestHandler = async (request, ctx) => {
  const body = await readRestJson(request, reportCreateBody);
  const report = await createReport(ctx.db, caller(ctx), {
    reportType: body.report_type,
    itemId: body.item_id,
    itemType: body.item_type,
    body: body.body,
  });
  return restJson(reportBody(report));
};

/**
 * GET /report?count=&offset=&all= (REPORT_READ): the caller's open reports, oldest first, or with `all=true`
 * every reporter's for staff (as the reference lists them: open ones only; the site's staff page shows closed too).
 */
export const listOwnReports: RestHandler = async (_request, ctx) => {
  const query = parseRestQuery(reportListQuery, ctx);
  const { reports } = await listReports(ctx.db, caller(ctx), {
    all: query.all ?? false,
    status: "open",
    order: "oldest",
    count: query.count,
    offset: query.offset,
  });
  return restJson(reports.map(reportBody));
};

/** GET /reports?ids=[…] (REPORT_READ): those the caller may read, in the order asked. */
export const getManyReports: RestHandler = async (_request, ctx) => {
  const { ids } = parseRestQuery(reportIdsQuery, ctx);
  return restJson((await getReports(ctx.db, caller(ctx), ids)).map(reportBody));
};

/** GET /report/{id} (REPORT_READ): its reporter or staff; anyone else 404. */
export const getOneReport: RestHandler = async (_request, ctx) =>
  restJson(reportBody(await getReport(ctx.db, caller(ctx), ctx.params.id ?? "")));

/**
 * PATCH /report/{id} (REPORT_WRITE): `body` (the reporter, while open) and `closed` (staff; the reporter is
 * notified and the thread records it). 204.
 */
export const patchReport: RestHandler = async (request, ctx) => {
  const actor = caller(ctx);
  const patch = await readRestJson(request, reportPatchBody);
  const id = ctx.params.id ?? "";
  const report = await getReport(ctx.db, actor, id);
  if (patch.body !== undefined) await editReportBody(ctx.db, actor, id, patch.body);
  if (patch.closed !== undefined && patch.closed !== report.closed) {
    await setReportClosed(ctx.db, actor, id, patch.closed);
  }
  return restNoContent();
};

/** DELETE /report/{id} (REPORT_DELETE): staff. 204. */
export const deleteOneReport: RestHandler = async (_request, ctx) => {
  await deleteReport(ctx.db, caller(ctx), ctx.params.id ?? "");
  return restNoContent();
};
