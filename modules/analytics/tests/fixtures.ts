import { newId } from "../../core/src/db/ids";
import type { Actor } from "../../core/src/auth";
import type { Db } from "../../core/src/db";
import type { Role } from "../../core/src/db/generated/client";

// People, teams, organizations and projects for every analytics test; the *-support files add each part's rows.

/** A user with a role: its id and username, and the actor the services take. */
export async function makePerson(db: Db, role: Role = "user") {
  const id = newId();
  const username = `u${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, username, actor: { userId: id, role } satisfies Actor };
}

/** A user with a role, as the actor the services take. */
export async function makeUser(db: Db, role: Role = "user"): Promise<Actor> {
  return (await makePerson(db, role)).actor;
}

/** A team member: owners hold every permission bit unless told; `split` is the payouts weight. */
export interface MemberSpec {
  userId: string;
  permissions?: bigint;
  split?: number;
  owner?: boolean;
  accepted?: boolean;
}

async function team(db: Db, members: MemberSpec[], organization: boolean) {
  const teamId = newId();
  await db.team.create({ data: { id: teamId } });
  for (const [ordering, member] of members.entries()) {
    await db.teamMember.create({
      data: {
        id: newId(),
        teamId,
        userId: member.userId,
        accepted: member.accepted ?? true,
        isOwner: member.owner ?? false,
        permissions: member.permissions ?? (member.owner ? 1023n : 0n),
        organizationPermissions: organization ? 0n : null,
        payoutsSplit: member.split ?? 0,
        ordering,
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

/** A project (approved and monetized, named by its slug, unless told) with its team. */
export async function makeProject(
  db: Db,
  members: MemberSpec[],
  options: { name?: string; status?: string; monetizationStatus?: string; organizationId?: string } = {},
) {
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
      teamId: await team(db, members, false),
      status: options.status ?? "approved",
      monetizationStatus: options.monetizationStatus ?? "monetized",
      organizationId: options.organizationId ?? null,
    },
  });
  return id;
}
