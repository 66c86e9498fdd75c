import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { Db, DbOrTx } from "@hopper/core/db";
import { enforceRateLimits } from "@hopper/core/rate-limit";
import { notify } from "@hopper/notifications/server";

import { appendMessage, createThread } from "../threads/thread-store";
import { problem, refusal } from "./refusals";
import { checkContext, checkReportDraft } from "./report-input";
import type { ReportDraft } from "./report-input";
import { resolveReportedItem } from "./report-items";
import { reportRateLimit } from "./report-rate-limit";
import { findOpenReport, getReport } from "./report-reads";
import type { ReportView } from "./report-reads";

// Writing reports: filing one (with its thread, in one transaction), adding to it, the staff's close, reopen and
// reply, the reporter's edit, and deletion. Each write checks who may make it; callers pass the database.

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

/**
 * The refusal for a second open report about the same item: a 409 naming the open one, so the form can offer
 * "Go to your report" and "Add to it" (the id is also in the message's values for the site).
 */
const alreadyReported = (itemType: string, reportId: string) =>
  refusal("conflict", problem("alreadyReported", { itemType, reportId }));

/**
 * Files a report: the fields checked (spec section 5), the item looked up as the reporter may see it ('Could not
 * find {item}'), then one open report per reporter and item (409 naming the open one), then the report and its
 * thread in one transaction.
 */
export async function createReport(db: Db, actor: Actor | null, draft: ReportDraft): Promise<ReportView> {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const input = checkReportDraft(draft);
  const itemId = await resolveReportedItem(db, actor, input.itemType, input.itemId);
  const open = await findOpenReport(db, actor.userId, input.itemType, itemId);
  if (open) throw alreadyReported(input.itemType, open.id);
  // Counted only for a report that would be filed: a refused draft costs nothing; staff file as they need.
  if (!isStaff(actor)) await enforceRateLimits(db, [reportRateLimit(actor.userId)]);
  const id = newId();
  try {
    await db.$transaction(async (tx) => {
      await tx.report.create({
        data: {
          id,
          reportType: input.reportType,
          itemType: input.itemType,
          itemId,
          reporterId: actor.userId,
          body: input.body,
        },
      });
      await createThread(tx, { type: "report", reportId: id });
    });
  } catch (error) {
    // Two submissions at once: the partial unique index lets one through; the other is told about it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOpenReport(db, actor.userId, input.itemType, itemId);
    if (winner) throw alreadyReported(input.itemType, winner.id);
    throw error;
  }
  return getReport(db, actor, id);
}

/** The report's thread, made now for a report older than threads (none in practice: reports get one at birth). */
async function threadOf(tx: DbOrTx, report: ReportView): Promise<string> {
  if (report.threadId) return report.threadId;
  return (await createThread(tx, { type: "report", reportId: report.id })).id;
}

/**
 * A message in the report's thread: the reporter adds to their open report ("Add to it"), staff reply (their
 * name shown only to staff). A closed report takes no more from its reporter.
 */
export async function postReportMessage(db: Db, actor: Actor, reportId: string, body: string) {
  const report = await getReport(db, actor, reportId);
  const staff = isStaff(actor);
  if (!staff && report.closed) throw refusal("invalid_input", problem("reportClosed"));
  const text = checkContext(body, "body", "messageMissing");
  return db.$transaction(async (tx) =>
    appendMessage(tx, {
      threadId: await threadOf(tx, report),
      authorId: actor.userId,
      body: { type: "text", body: text },
      hideIdentity: staff && report.reporterId !== actor.userId,
    }),
  );
}

/** The reporter's change of their open report's context (PATCH body). */
export async function editReportBody(db: DbOrTx, actor: Actor, reportId: string, body: string): Promise<void> {
  const report = await getReport(db, actor, reportId);
  if (report.reporterId !== actor.userId) throw refusal("forbidden", problem("editOwnOnly"));
  if (report.closed) throw refusal("invalid_input", problem("reportClosed"));
  await db.report.update({ where: { id: reportId }, data: { body: checkContext(body) } });
}

/**
 * Staff close or reopen a report: the state, a thread_closure / thread_reopen message (after the optional reply)
 * and a report_status_updated notification for the reporter, in one transaction. Reopening a report whose
 * reporter has since filed another open one about the same item is the same 409 as filing it twice.
 */
export async function setReportClosed(
  db: Db,
  actor: Actor,
  reportId: string,
  closed: boolean,
  reply?: string,
): Promise<void> {
  const report = await getReport(db, actor, reportId);
  if (!isStaff(actor)) throw refusal("forbidden", problem("onlyStaffClose"));
  if (report.closed === closed) throw refusal("invalid_input", problem(closed ? "alreadyClosed" : "alreadyOpen"));
  const text = reply?.trim() ? checkContext(reply, "body", "messageMissing") : null;
  try {
    await db.$transaction(async (tx) => {
      // Only a change from the state read counts: a second moderator's click at the same time changes nothing.
      const changed = await tx.report.updateMany({
        where: { id: reportId, closed: !closed },
        data: { closed, closedAt: closed ? new Date() : null },
      });
      if (changed.count === 0) throw refusal("invalid_input", problem(closed ? "alreadyClosed" : "alreadyOpen"));
      const threadId = await threadOf(tx, report);
      const hideIdentity = report.reporterId !== actor.userId;
      // Both messages would get the transaction's now(): the reply is stamped first and the closure a millisecond
      // later, so the thread reads them in that order (it orders by time, then by the random id).
      const at = new Date();
      if (text) {
        const body = { type: "text" as const, body: text };
        await appendMessage(tx, { threadId, authorId: actor.userId, body, hideIdentity, created: at });
      }
      const message = await appendMessage(tx, {
        threadId,
        authorId: actor.userId,
        body: { type: closed ? "thread_closure" : "thread_reopen" },
        hideIdentity,
        created: new Date(at.getTime() + 1),
      });
      await notify(tx, {
        userId: report.reporterId,
        type: "report_status_updated",
        title: "A report you filed has been updated",
        text: closed ? "A moderator closed your report." : "A moderator reopened your report.",
        link: `/dashboard/report/${reportId}`,
        body: { report_id: reportId, closed },
        dedupeKey: `report:${reportId}:${message.id}`,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await findOpenReport(db, report.reporterId, report.itemType, report.itemId);
    throw alreadyReported(report.itemType, open?.id ?? reportId);
  }
}

/** Staff delete a report, its thread with it (REPORT_DELETE). */
export async function deleteReport(db: DbOrTx, actor: Actor, reportId: string): Promise<void> {
  await getReport(db, actor, reportId);
  if (!isStaff(actor)) throw refusal("forbidden", problem("onlyStaffDelete"));
  await db.report.delete({ where: { id: reportId } });
}
