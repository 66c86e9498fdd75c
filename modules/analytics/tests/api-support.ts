import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import type { ScopeName } from "../../core/src/auth/scopes";
import type { Db } from "../../core/src/db";
import type { Role } from "../../core/src/db/generated/client";

import { makePerson } from "./fixtures";

// Fixtures for the /v3/analytics and /v3/payout contract tests: people with tokens, and rows as the roll-ups, the
// revenue split and withdrawals write them.

export const ALL_API_SCOPES: ScopeName[] = ["ANALYTICS", "PAYOUTS_READ", "PAYOUTS_WRITE", "VERSION_READ"];

/** A user with a token holding `scopes`. */
export async function makeTokenUser(db: Db, scopes: ScopeName[] = ALL_API_SCOPES, role: Role = "user") {
  const person = await makePerson(db, role);
  const { token } = await createPersonalAccessToken(db, { userId: person.id, name: "analytics api test", scopes });
  return { ...person, token };
}

/** Another token of the same user, with other scopes. */
export async function tokenFor(db: Db, userId: string, scopes: ScopeName[]) {
  return (await createPersonalAccessToken(db, { userId, name: "analytics api test", scopes })).token;
}

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

export async function addView(db: Db, projectId: string, day: string, country: string, kind: string, count: number) {
  await db.viewDaily.create({ data: { projectId, versionId: "", day: midnight(day), country, kind, count } });
}

export async function addDownload(
  db: Db,
  row: { projectId: string; versionId: string; day: string; country: string; kind: string; count: number },
) {
  await db.downloadDaily.create({ data: { ...row, day: midnight(row.day) } });
}

/** An earning as the daily split writes it (available at `availableAt`). */
export async function addEarning(
  db: Db,
  row: { userId: string; projectId: string; day: string; amountMinor: number; availableAt: Date },
) {
  await db.revenueEntry.create({
    data: {
      userId: row.userId,
      kind: "earning",
      projectId: row.projectId,
      day: midnight(row.day),
      amountMinor: BigInt(row.amountMinor),
      availableAt: row.availableAt,
    },
  });
}
