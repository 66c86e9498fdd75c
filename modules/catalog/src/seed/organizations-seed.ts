import { newId } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";
import type { SeedContext } from "@hopper/core/module";
import { storage } from "@hopper/core/storage";

import { OrganizationPermission } from "../server/services/organizations/organization-permissions";
import { addProjectToOrganization } from "../server/services/organizations/organization-projects";
import { createOrganization } from "../server/services/organizations/organizations";
import { ProjectPermission } from "../server/services/permissions";
import { demoSvg } from "./archives";

interface DemoOrganization {
  slug: string;
  name: string;
  description: string;
  /** The owner and the members, by username; the first one found owns it. */
  people: string[];
  /** How many of the owner's projects move in. */
  projects: number;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    slug: "hopper-demo-studio",
    name: "Hopper Demo Studio",
    description: "The demo team behind a handful of mods and packs on this site.",
    people: ["demo-creator", "lumen-dev", "copperfox"],
    projects: 4,
  },
  {
    slug: "quiet-workshop",
    name: "Quiet Workshop",
    description: "Shaders and resource packs made slowly and carefully.",
    people: ["quietowl", "pixel-marten"],
    projects: 3,
  },
];

/**
 * Demo organizations after the demo catalogue: each owns a few of its owner's projects; the other people are
 * members who may edit details and upload versions to the organization's projects.
 */
export async function seedOrganizations({ db, report }: Pick<SeedContext, "db" | "report">) {
  let made = 0;
  let moved = 0;
  for (const [index, demo] of DEMO_ORGANIZATIONS.entries()) {
    const people = await db.user.findMany({ where: { usernameKey: { in: demo.people } } });
    const ordered = demo.people.flatMap((name) => people.filter((person) => person.usernameKey === name));
    const owner = ordered[0];
    if (!owner || (await db.organization.findUnique({ where: { slugKey: demo.slug } }))) continue;
    const actor = { userId: owner.id, role: owner.role };
    const organization = await createOrganization(db, actor, demo);
    const iconKey = `data/organizations/${organization.id}/icon.svg`;
    await storage().put(iconKey, demoSvg(demo.name, 40 + index * 150), "image/svg+xml");
    await db.organization.update({ where: { id: organization.id }, data: { iconUrl: storage().url(iconKey) } });
    for (const member of ordered.slice(1)) await addMember(db, organization.teamId, member.id);
    const projects = await db.project.findMany({
      where: { organizationId: null, team: { members: { some: { userId: owner.id, isOwner: true } } } },
      orderBy: { published: "asc" },
      take: demo.projects,
    });
    for (const project of projects) await addProjectToOrganization(db, actor, organization.id, project.id);
    made++;
    moved += projects.length;
  }
  report(`catalog   ${made} demo organizations owning ${moved} projects`);
}

async function addMember(db: Db, teamId: string, userId: string) {
  await db.teamMember.create({
    data: {
      id: newId(),
      teamId,
      userId,
      role: "Member",
      accepted: true,
      permissions: ProjectPermission.UPLOAD_VERSION | ProjectPermission.EDIT_BODY,
      organizationPermissions: OrganizationPermission.EDIT_DETAILS | OrganizationPermission.ADD_PROJECT,
    },
  });
}
