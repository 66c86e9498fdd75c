import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { problem, refusal } from "./refusals";
import { REPORT_LIST_DEFAULT } from "./report-rules";

// Who may read a report: its reporter and staff; to anyone else it does not exist (404, as the reference does).

const reportSelect = {
  id: true,
  reportType: true,
  itemType: true,
  itemId: true,
  reporterId: true,
  reporter: { select: { username: true } },
  body: true,
  closed: true,
  closedAt: true,
  created: true,
  thread: { select: { id: true } },
} satisfies Prisma.ReportSelect;

type ReportRow = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

/** A report as every adapter shows it (REST's v2/v3 bodies, the pages). */
export interface ReportView {
  id: string;
  reportType: string;
  itemType: string;
  itemId: string;
  reporterId: string;
  reporterUsername: string;
  body: string;
  closed: boolean;
  closedAt: Date | null;
  created: Date;
  /** The report's thread (created with it; "" only for a report written before threads existed). */
  threadId: string;
}

const viewOf = (row: ReportRow): ReportView => ({
  id: row.id,
  reportType: row.reportType,
  itemType: row.itemType,
  itemId: row.itemId,
  reporterId: row.reporterId,
  reporterUsername: row.reporter.username,
  body: row.body,
  closed: row.closed,
  closedAt: row.closedAt,
  created: row.created,
  threadId: row.thread?.id ?? "",
});

const mayRead = (actor: Actor, row: { reporterId: string }) => isStaff(actor) || row.reporterId === actor.userId;

/** The report if the actor filed it or is staff; otherwise not_found. */
export async function getReport(db: DbOrTx, actor: Actor, id: string): Promise<ReportView> {
  const row = await db.report.findUnique({ where: { id }, select: reportSelect });
  if (!row || !mayRead(actor, row)) throw refusal("not_found", problem("reportNotFound"));
  return viewOf(row);
}

/** The reports among `ids` the actor may read, in the order asked, each once. One query. */
export async function getReports(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<ReportView[]> {
  if (ids.length === 0) return [];
  const rows = await db.report.findMany({ where: { id: { in: [...ids] } }, select: reportSelect });
  const byId = new Map(rows.filter((row) => mayRead(actor, row)).map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [viewOf(row)] : [];
  });
}

export type ReportFilter = "open" | "closed" | "all";
export type ReportOrder = "newest" | "oldest";

export interface ReportListOptions {
  /** Staff only: every reporter's reports; otherwise the actor's own. */
  all?: boolean;
  status?: ReportFilter;
  order?: ReportOrder;
  count?: number;
  offset?: number;
}

/**
 * A page of reports: the actor's own, or (`all`, staff) everyone's. `all` from someone else is their own list,
 * as the reference answers it. Also the total, for the pages' pagination.
 */
export async function listReports(
  db: DbOrTx,
  actor: Actor,
  options: ReportListOptions = {},
): Promise<{ reports: ReportView[]; total: number }> {
  const where: Prisma.ReportWhereInput = {
    ...(options.all && isStaff(actor) ? {} : { reporterId: actor.userId }),
    ...(options.status === "open" ? { closed: false } : options.status === "closed" ? { closed: true } : {}),
  };
  const direction = options.order === "oldest" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    db.report.findMany({
      where,
      select: reportSelect,
      orderBy: [{ created: direction }, { id: direction }],
      take: options.count ?? REPORT_LIST_DEFAULT,
      skip: options.offset ?? 0,
    }),
    db.report.count({ where }),
  ]);
  return { reports: rows.map(viewOf), total };
}

/** Open reports waiting for a moderator (the moderation home's count). */
export function openReportCount(db: DbOrTx): Promise<number> {
  return db.report.count({ where: { closed: false } });
}

/** The reporter's open report about an item, if any: at most one (the partial unique index). */
export function findOpenReport(db: DbOrTx, reporterId: string, itemType: string, itemId: string) {
  return db.report.findFirst({
    where: { reporterId, itemType, itemId, closed: false },
    select: { id: true },
  });
}
