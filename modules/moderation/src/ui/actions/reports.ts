"use server";

import { revalidatePath } from "next/cache";

import { reportCaller } from "../report-caller";
import { runReportForm, text } from "./report-form";

// The report forms that work without JavaScript: each reads its form and calls the procedure through the
// server-side caller (validation and authorization live there); a refusal comes back as ?error= / ?field.x=.

/** Context longer than this is not carried back in the address after a refusal (addresses have limits). */
const CARRIED_BODY_MAX = 2000;

const reportPage = (id: string) => `/dashboard/report/${encodeURIComponent(id)}`;

/** The /report form: the new report's page, or back with the fields kept; a second report: the offer. */
export async function submitReportAction(form: FormData) {
  const draft = {
    itemType: text(form, "itemType"),
    itemId: text(form, "itemId"),
    reportType: text(form, "reportType"),
    body: text(form, "body"),
  };
  const kept = new URLSearchParams({ item_type: draft.itemType, item_id: draft.itemId, report_type: draft.reportType });
  const offer = `/report?${kept}`;
  if (draft.body.length <= CARRIED_BODY_MAX) kept.set("body", draft.body);
  await runReportForm(
    `/report?${kept}`,
    async () => reportPage((await (await reportCaller()).create(draft)).id) + "?notice=created",
    // The open report about this item: the page finds it and offers "Go to your report" and "Add to it".
    () => offer,
  );
}

/** "Add to your report" on the /report form's offer: the message joins the open report's thread. */
export async function addToReportAction(form: FormData) {
  const reportId = text(form, "reportId");
  const back = text(form, "back").startsWith("/report?") ? text(form, "back") : "/report";
  await runReportForm(back, async () => {
    await (await reportCaller()).addMessage({ reportId, body: text(form, "body") });
    revalidatePath(reportPage(reportId));
    return `${reportPage(reportId)}?notice=added`;
  });
}

/** The staff's close / reopen, each with an optional message to the reporter. */
export async function setReportClosedAction(form: FormData) {
  const reportId = text(form, "reportId");
  const page = `/moderation/report/${encodeURIComponent(reportId)}`;
  const closing = text(form, "intent") === "close";
  await runReportForm(page, async () => {
    const reports = await reportCaller();
    const input = { reportId, reply: text(form, "reply") || undefined };
    await (closing ? reports.close(input) : reports.reopen(input));
    revalidatePath(page);
    return `${page}?notice=${closing ? "closed" : "reopened"}`;
  });
}
