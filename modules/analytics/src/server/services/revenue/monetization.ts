import type { Actor } from "@hopper/core/auth";
import { isStaff } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { getVisibleProject, projectAccess, ProjectPermission } from "@hopper/catalog/server";

import { problem, refusal } from "./refusals";

export interface MonetizationView {
  id: string;
  slug: string;
  name: string;
  monetizationStatus: string;
  /** The statuses this actor may switch the project to (staff: all three; the owner: monetized, demonetized). */
  choices: string[];
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
  const choices = staff
    ? ["monetized", "demonetized", "force-demonetized"]
    : project.monetizationStatus === "force-demonetized"
      ? []
      : ["monetized", "demonetized"];
  return {
    id: project.id,
    slug: project.slug,
    name: project.name,
    monetizationStatus: project.monetizationStatus,
    choices,
  };
}
