import { newId } from "../../core/src/db/ids";
import type { Db } from "../../core/src/db/client";
import type { Role } from "../../core/src/db/generated/client";

// Shared by the payout tests: people with a role, earnings written straight into the ledger (available or on
// hold), and the ledger's sum as the balance's oracle.

export const NOW = new Date("2031-03-15T12:00:00.000Z");
export const DAY = 86_400_000;

export async function person(db: Db, role: Role = "user") {
  const id = newId();
  const username = `p${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, username, actor: { userId: id, role } };
}

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
