import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { getVisibleProject, projectAccess, projectAccessMany, ProjectPermission } from "@hopper/catalog/server";

import { problem, refusal } from "./refusals";

export interface MonetizationView {
  id: string;
  slug: string;
  name: string;
  monetizationStatus: string;
  /** The statuses this actor may switch the project to (staff: all three; the owner: monetized, demonetized). */
  choices: string[];
}

/** The statuses an actor may choose: staff all three; a member none while staff have force-demonetized it. */
function choicesFor(staff: boolean, current: string): string[] {
  if (staff) return ["monetized", "demonetized", "force-demonetized"];
  return current === "force-demonetized" ? [] : ["monetized", "demonetized"];
}

/**
 * A project's monetization status for its Monetization card: staff and team members with EDIT_DETAILS; anyone else
 * (and a project they cannot see) gets not found, so the card reveals nothing. The switch itself is the catalogue's
 * setMonetizationStatus, which checks the same rules.
 */
export async function monetizationView(db: DbOrTx, actor: Actor | null, idOrSlug: string): Promise<MonetizationView> {
  const project = await getVisibleProject(db, actor, idOrSlug.slice(0, 64));
  const staff = isStaff(actor);
  if (!staff) {
    const access = await projectAccess(db, actor, project.teamId);
    if ((access.permissions & ProjectPermission.EDIT_DETAILS) === 0n) {
      throw refusal("not_found", problem("projectNotFound"));
    }
  }
  const choices = choicesFor(staff, project.monetizationStatus);
  return {
    id: project.id,
    slug: project.slug,
    name: project.name,
    monetizationStatus: project.monetizationStatus,
    choices,
  };
}

/** How many projects /dashboard/revenue lists with their Monetization card. */
export const EDITABLE_PROJECTS_MAX = 100;

/**
 * The projects whose monetization the actor may switch (EDIT_DETAILS on the project, through its team or its
 * organization's), newest first, at most EDITABLE_PROJECTS_MAX: the owner's toggles on /dashboard/revenue.
 */
export async function editableMonetizations(db: DbOrTx, actor: Actor): Promise<MonetizationView[]> {
  const projects = await db.project.findMany({
    where: {
      OR: [
        { team: { members: { some: { userId: actor.userId, accepted: true } } } },
        { organization: { team: { members: { some: { userId: actor.userId, accepted: true } } } } },
      ],
    },
    select: {
      id: true,
      slug: true,
      name: true,
      teamId: true,
      monetizationStatus: true,
      organization: { select: { teamId: true } },
    },
    orderBy: [{ published: "desc" }, { id: "asc" }],
    take: EDITABLE_PROJECTS_MAX,
  });
  const permissions = await projectAccessMany(
    db,
    actor,
    projects.map((project) => ({ teamId: project.teamId, organizationTeamId: project.organization?.teamId ?? null })),
  );
  const staff = isStaff(actor);
  return projects
    .filter((project) => ((permissions.get(project.teamId) ?? 0n) & ProjectPermission.EDIT_DETAILS) !== 0n)
    .map((project) => ({
      id: project.id,
      slug: project.slug,
      name: project.name,
      monetizationStatus: project.monetizationStatus,
      choices: choicesFor(staff, project.monetizationStatus),
    }));
}
