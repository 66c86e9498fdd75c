import { newId } from "../../../core/src/db/ids";
import type { Db } from "../../../core/src/db";

// Fixtures of the charts tests (people and projects come from ../fixtures): permission bits and daily numbers.

const VIEW_ANALYTICS = 1n << 8n;
const VIEW_PAYOUTS = 1n << 9n;
export const BITS = { VIEW_ANALYTICS, VIEW_PAYOUTS, NONE: 0n, BOTH: VIEW_ANALYTICS | VIEW_PAYOUTS } as const;

const date = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** A download_daily row (its own version unless told). */
export async function addDownloads(
  db: Db,
  projectId: string,
  day: string,
  count: number,
  extra: { versionId?: string; country?: string; kind?: string } = {},
) {
  await db.downloadDaily.create({
    data: { projectId, versionId: extra.versionId ?? newId(), day: date(day), count, ...pick(extra) },
  });
}

export async function addViews(
  db: Db,
  projectId: string,
  day: string,
  count: number,
  extra: { versionId?: string; country?: string; kind?: string } = {},
) {
  await db.viewDaily.create({
    data: { projectId, versionId: extra.versionId ?? "", day: date(day), count, ...pick(extra) },
  });
}

const pick = ({ country, kind }: { country?: string; kind?: string }) => ({
  ...(country ? { country } : {}),
  ...(kind ? { kind } : {}),
});

/** A ledger entry (earning unless told), written as the split and payouts write them. */
export async function addLedger(
  db: Db,
  entry: { userId: string; projectId?: string; day?: string; amountMinor: number; kind?: string; payoutId?: string },
) {
  await db.revenueEntry.create({
    data: {
      userId: entry.userId,
      kind: entry.kind ?? "earning",
      amountMinor: BigInt(entry.amountMinor),
      projectId: entry.projectId ?? null,
      day: entry.day ? date(entry.day) : null,
      payoutId: entry.payoutId ?? null,
      availableAt: new Date(),
    },
  });
}
