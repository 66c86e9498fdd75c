import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { threadForViewer } from "../threads/thread-read";
import { resolveReportedItem, reportedItemHref, reportedItemHrefs } from "./report-items";
import { findOpenReport, getReport, listReports } from "./report-reads";
import type { ReportFilter, ReportOrder, ReportView } from "./report-reads";
import { isReportItemType } from "./report-rules";

// What the report pages show, read in one place: a report with its thread and the reported item's address, and
// pages of the lists with each item's address.

export interface ReportRow extends ReportView {
  /** The reported item's page, or null when it is gone. */
  itemHref: string | null;
}

async function withHrefs(db: DbOrTx, reports: ReportView[]): Promise<ReportRow[]> {
  const hrefs = await reportedItemHrefs(db, reports);
  return reports.map((report, index) => ({ ...report, itemHref: hrefs[index] ?? null }));
}

/** A report page: the report, its thread as the actor sees it, and the item's address (reporter or staff). */
export async function reportPage(db: DbOrTx, actor: Actor, reportId: string) {
  const report = await getReport(db, actor, reportId);
  const thread = report.threadId ? await threadForViewer(db, actor, report.threadId) : null;
  return { report: { ...report, itemHref: await reportedItemHref(db, report.itemType, report.itemId) }, thread };
}

/** One page of a report list (own, or every reporter's for staff with `all`), with the total for paging. */
export async function reportListPage(
  db: DbOrTx,
  actor: Actor,
  options: { all: boolean; status: ReportFilter; order: ReportOrder; page: number; perPage: number },
) {
  const { reports, total } = await listReports(db, actor, {
    all: options.all,
    status: options.status,
    order: options.order,
    count: options.perPage,
    offset: (options.page - 1) * options.perPage,
  });
  return { reports: await withHrefs(db, reports), total };
}

/**
 * The actor's open report about an item named as the form names it, or null (no such item, none open): the
 * /report form offers it before the reporter writes a second one.
 */
export async function openReportFor(db: DbOrTx, actor: Actor, itemType: string, itemId: string) {
  if (!isReportItemType(itemType) || !itemId.trim()) return null;
  const id = await resolveReportedItem(db, actor, itemType, itemId).catch(() => null);
  return id ? findOpenReport(db, actor.userId, itemType, id) : null;
}
