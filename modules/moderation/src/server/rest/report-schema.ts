import { z } from "zod";

import type { ReportView } from "../services/reports/report-reads";

// The report answer of /v2 and /v3, the reference's `Report` (its client's Labrinth.Reports.v3.Report; v2 has the
// same fields): report-body builds it typed with this schema, and /v2/openapi.json documents it.

export const reportSchema = z
  .object({
    id: z.string(),
    report_type: z.string().describe("spam, copyright, inappropriate, malicious, name-squatting, …"),
    item_id: z.string(),
    item_type: z.string().describe("project, version, user or collection"),
    reporter: z.string().describe("The reporter's user id"),
    body: z.string().describe("Markdown"),
    created: z.string().meta({ format: "date-time" }),
    closed: z.boolean(),
    thread_id: z.string(),
  })
  .meta({ id: "Report", description: "A report to the moderators" });

export type ReportBody = z.infer<typeof reportSchema>;

export const reportListSchema = reportSchema.array();

export function reportBody(report: ReportView): ReportBody {
  return {
    id: report.id,
    report_type: report.reportType,
    item_id: report.itemId,
    item_type: report.itemType,
    reporter: report.reporterId,
    body: report.body,
    created: report.created.toISOString(),
    closed: report.closed,
    thread_id: report.threadId,
  };
}
