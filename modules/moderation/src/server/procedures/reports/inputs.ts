import { z } from "zod";

import { atMost, refText } from "@hopper/core/validation";

import { REPORT_BODY_MAX, REPORT_ITEM_ID_MAX } from "../../services/reports/report-rules";

// The report procedures' inputs: lengths only (every string has a maximum); the service says what is wrong with
// a value in the spec's words (an empty context, an unknown item, a rule not in the list).

/** The context or a message: the service refuses an empty one with its own sentence. */
export const reportText = atMost("The context", REPORT_BODY_MAX);
export const reportId = refText("The report");

export const draftInput = z.object({
  itemType: atMost("The content type", 16),
  itemId: atMost("The content ID", REPORT_ITEM_ID_MAX),
  reportType: atMost("The rule violated", 32),
  body: reportText,
});

export const pageInput = {
  status: z.enum(["open", "closed", "all"]).default("all"),
  order: z.enum(["newest", "oldest"]).default("newest"),
  page: z.number().int().min(1).max(10_000).default(1),
};

/** Rows of one page of the report lists. */
export const REPORTS_PER_PAGE = 20;
