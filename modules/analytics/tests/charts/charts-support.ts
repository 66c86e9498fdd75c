import { newId } from "../../../core/src/db/ids";
import type { Role } from "../../../core/src/db/generated/client";
import type { Db } from "../../../core/src/db";
import type { Actor } from "../../../core/src/auth";

// Fixtures of the charts tests: users, teams with chosen permission bits, projects and their daily numbers.

const VIEW_ANALYTICS = 1n << 8n;
const VIEW_PAYOUTS = 1n << 9n;
export const BITS = { VIEW_ANALYTICS, VIEW_PAYOUTS, NONE: 0n, BOTH: VIEW_ANALYTICS | VIEW_PAYOUTS } as const;

export async function makeUser(db: Db, role: Role = "user"): Promise<Actor> {
  const id = newId();
  const username = `c${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { userId: id, role };
}

export interface Member {
  actor: Actor;
  permissions?: bigint;
  owner?: boolean;
  accepted?: boolean;
}

async function team(db: Db, members: Member[], organization: boolean) {
  const teamId = newId();
  await db.team.create({ data: { id: teamId } });
  for (const [ordering, member] of members.entries()) {
    await db.teamMember.create({
      data: {
        id: newId(),
        teamId,
        userId: member.actor.userId,
        accepted: member.accepted ?? true,
        isOwner: member.owner ?? false,
        permissions: member.permissions ?? 0n,
        organizationPermissions: organization ? 0n : null,
        ordering,
      },
    });
  }
  return teamId;
}

export async function makeOrganization(db: Db, members: Member[]) {
  const id = newId();
  const slug = `o${id.toLowerCase()}`;
  await db.organization.create({
    data: { id, slug, slugKey: slug, name: slug, teamId: await team(db, members, true) },
  });
  return id;
}

export async function makeProject(db: Db, members: Member[], options: { name?: string; organizationId?: string } = {}) {
  const id = newId();
  const slug = `p${id.toLowerCase()}`;
  await db.project.create({
    data: {
      id,
      slug,
      slugKey: slug,
      projectType: "mod",
      name: options.name ?? slug,
      summary: "A project",
      status: "approved",
      teamId: await team(db, members, false),
      organizationId: options.organizationId ?? null,
    },
  });
  return id;
}

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
