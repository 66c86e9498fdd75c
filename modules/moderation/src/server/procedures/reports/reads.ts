import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { authedProcedure, staffProcedure } from "@hopper/core/trpc";
import { atMost } from "@hopper/core/validation";

import { openReportFor, reportListPage, reportPage } from "../../services/reports/report-pages";
import { REPORT_ITEM_ID_MAX } from "../../services/reports/report-rules";
import { pageInput, REPORTS_PER_PAGE, reportId } from "./inputs";

/** A report with its thread (its reporter or staff; anyone else: not found). */
export const get = authedProcedure
  .input(z.object({ reportId }))
  .query(({ ctx, input }) => reportPage(ctx.db, actorOf(ctx.viewer), input.reportId));

/** The viewer's own reports, a page at a time (/dashboard/reports). */
export const mine = authedProcedure
  .input(z.object(pageInput))
  .query(({ ctx, input }) =>
    reportListPage(ctx.db, actorOf(ctx.viewer), { ...input, all: false, perPage: REPORTS_PER_PAGE }),
  );

/** Every reporter's reports, a page at a time (staff, /moderation/reports). */
export const list = staffProcedure
  .input(z.object(pageInput))
  .query(({ ctx, input }) =>
    reportListPage(ctx.db, actorOf(ctx.viewer), { ...input, all: true, perPage: REPORTS_PER_PAGE }),
  );

/** The viewer's open report about an item, or null: the /report form offers it instead of a second one. */
export const openFor = authedProcedure
  .input(z.object({ itemType: atMost("The content type", 16), itemId: atMost("The content ID", REPORT_ITEM_ID_MAX) }))
  .query(({ ctx, input }) => openReportFor(ctx.db, actorOf(ctx.viewer), input.itemType, input.itemId));
