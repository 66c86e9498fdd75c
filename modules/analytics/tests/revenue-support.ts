import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import type { Db } from "../../core/src/db";

/** A user with a role. */
export async function makeUser(db: Db, role: Role = "user") {
  const id = newId();
  const username = `u${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { userId: id, role };
}

export interface MemberSpec {
  userId: string;
  split?: number;
  accepted?: boolean;
  owner?: boolean;
}

async function team(db: Db, members: MemberSpec[], organization = false) {
  const teamId = newId();
  await db.team.create({ data: { id: teamId } });
  let ordering = 0;
  for (const member of members) {
    await db.teamMember.create({
      data: {
        id: newId(),
        teamId,
        userId: member.userId,
        accepted: member.accepted ?? true,
        isOwner: member.owner ?? false,
        payoutsSplit: member.split ?? 0,
        organizationPermissions: organization ? 0n : null,
        permissions: member.owner ? 1023n : 0n,
        ordering: ordering++,
      },
    });
  }
  return teamId;
}

/** An organization with these team members. */
export async function makeOrganization(db: Db, members: MemberSpec[]) {
  const id = newId();
  const slug = `o${id.toLowerCase()}`;
  await db.organization.create({
    data: { id, slug, slugKey: slug, name: slug, teamId: await team(db, members, true) },
  });
  return id;
}

/** A project (approved and monetized unless told) with its team. */
export async function makeProject(
  db: Db,
  members: MemberSpec[],
  options: { status?: string; monetizationStatus?: string; organizationId?: string } = {},
) {
  const id = newId();
  const slug = `p${id.toLowerCase()}`;
  await db.project.create({
    data: {
      id,
      slug,
      slugKey: slug,
      projectType: "mod",
      name: slug,
      summary: "A project",
      teamId: await team(db, members),
      status: options.status ?? "approved",
      monetizationStatus: options.monetizationStatus ?? "monetized",
      organizationId: options.organizationId ?? null,
    },
  });
  return id;
}

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
