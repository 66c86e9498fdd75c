import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db";

// People and projects come from ./fixtures; re-exported for the tests that import them from here.
export { makeOrganization, makeProject, makeUser } from "./fixtures";
export type { MemberSpec } from "./fixtures";

/** Counted views and downloads of a project on a day (what the roll-ups write). */
export async function addCounts(db: Db, projectId: string, day: string, views: number, downloads: number) {
  const date = new Date(`${day}T00:00:00Z`);
  if (views > 0) await db.viewDaily.create({ data: { projectId, day: date, count: views } });
  if (downloads > 0) {
    await db.downloadDaily.create({ data: { projectId, versionId: newId(), day: date, count: downloads } });
  }
}

/** A month's pool, written directly (the service's rules are tested on their own). */
export async function setPool(db: Db, month: string, amountMinor: number, views = true, downloads = true) {
  await db.revenuePool.create({
    data: {
      month: new Date(`${month}-01T00:00:00Z`),
      amountMinor: BigInt(amountMinor),
      countsViews: views,
      countsDownloads: downloads,
    },
  });
}

/** A user's earnings by project, as numbers. */
export async function earnings(db: Db, userId?: string) {
  const rows = await db.revenueEntry.findMany({ where: { kind: "earning", ...(userId ? { userId } : {}) } });
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
}

/** The tRPC code a call ends in, or "OK". */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? "UNKNOWN";
  }
}
