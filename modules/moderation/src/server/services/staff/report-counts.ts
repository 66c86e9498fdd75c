import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { staffOnly } from "@hopper/core/errors";

import { openReportCount } from "../reports/report-reads";

/** The moderation home's open-report count (the reports' own count, for staff only). */
export async function openReportsForStaff(db: DbOrTx, actor: Actor | null): Promise<number> {
  if (!actor || !isStaff(actor)) throw staffOnly();
  return openReportCount(db);
}

/** Reports filed against a user (the staff user details): how many, and how many are still open. One query. */
export async function reportsAgainstUser(db: DbOrTx, actor: Actor | null, userId: string) {
  if (!actor || !isStaff(actor)) throw staffOnly();
  const groups = await db.report.groupBy({
    by: ["closed"],
    where: { itemType: "user", itemId: userId },
    _count: { _all: true },
  });
  const count = (closed: boolean) => groups.find((group) => group.closed === closed)?._count._all ?? 0;
  return { total: count(false) + count(true), open: count(false) };
}
