import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db/client";

// Shared by the payout tests (people come from ./fixtures): earnings written straight into the ledger (available or on
// hold), and the ledger's sum as the balance's oracle.

export const NOW = new Date("2031-03-15T12:00:00.000Z");
export const DAY = 86_400_000;

let day = 0;

/** An earning of `amountMinor` cents for `userId`, available at `availableAt` (by default long before NOW). */
export async function earn(db: Db, userId: string, amountMinor: number, availableAt = new Date(NOW.getTime() - DAY)) {
  day += 1;
  await db.revenueEntry.create({
    data: {
      userId,
      kind: "earning",
      amountMinor: BigInt(amountMinor),
      projectId: newId(),
      day: new Date(Date.UTC(2030, 0, 1) + day * DAY),
      availableAt,
    },
  });
}

/** Every ledger entry of a user available by `at`, summed: what the balance must equal. */
export async function ledgerSum(db: Db, userId: string, at = NOW): Promise<number> {
  const rows = await db.revenueEntry.findMany({ where: { userId, availableAt: { lte: at } } });
  return rows.reduce((sum, row) => sum + Number(row.amountMinor), 0);
}

export async function entriesOf(db: Db, payoutId: string) {
  const rows = await db.revenueEntry.findMany({ where: { payoutId }, orderBy: { id: "asc" } });
  return rows.map((row) => [row.kind, Number(row.amountMinor)]);
}

/** The message of a refused call ("OK" when it was not refused) and its status code. */
export async function refused(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return "OK";
  } catch (error) {
    const status = (error as { status?: number }).status;
    return `${status ?? "?"} ${(error as Error).message}`;
  }
}
