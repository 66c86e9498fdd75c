import { newId } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";
import type { SeedContext } from "@hopper/core/module";
import { storage } from "@hopper/core/storage";

import { OrganizationPermission } from "../server/services/organizations/organization-permissions";
import { addProjectToOrganization } from "../server/services/organizations/organization-projects";
import { createOrganization } from "../server/services/organizations/organizations";
import { ProjectPermission } from "../server/services/permissions";
import { demoSvg } from "./archives";

/** A member's role and the two sets of bits: the organization's own and its default project permissions. */
interface DemoMember {
  username: string;
  role: string;
  organization: (keyof typeof OrganizationPermission)[];
  project: (keyof typeof ProjectPermission)[];
}

interface DemoOrganization {
  slug: string;
  name: string;
  description: string;
  /** The owner's username (when that user is missing, the first member found owns it). */
  owner: string;
  /** The members, each with different rights so the settings show what the flags mean. */
  members: DemoMember[];
  /** How many of the owner's projects move in. */
  projects: number;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    slug: "hopper-demo-studio",
    name: "Hopper Demo Studio",
    description: "The demo team behind a handful of mods and packs on this site.",
    owner: "demo-creator",
    members: [
      {
        username: "lumen-dev",
        role: "Maintainer",
        organization: [
          "EDIT_DETAILS",
          "MANAGE_INVITES",
          "EDIT_MEMBER",
          "ADD_PROJECT",
          "REMOVE_PROJECT",
          "EDIT_MEMBER_DEFAULT_PERMISSIONS",
        ],
        project: ["UPLOAD_VERSION", "DELETE_VERSION", "EDIT_DETAILS", "EDIT_BODY", "VIEW_ANALYTICS"],
      },
      { username: "copperfox", role: "Contributor", organization: ["ADD_PROJECT"], project: ["UPLOAD_VERSION"] },
    ],
    projects: 4,
  },
  {
    slug: "quiet-workshop",
    name: "Quiet Workshop",
    description: "Shaders and resource packs made slowly and carefully.",
    owner: "quietowl",
    members: [
      {
        username: "pixel-marten",
        role: "Member",
        organization: ["EDIT_DETAILS", "ADD_PROJECT"],
        project: ["UPLOAD_VERSION", "EDIT_BODY"],
      },
    ],
    projects: 3,
  },
];

/**
 * Demo organizations after the demo catalogue: each owns a few of its owner's projects; the members hold
 * different organization and project permissions (a maintainer who manages members, a contributor who may only
 * add projects and upload versions).
 */
export async function seedOrganizations({ db, report }: Pick<SeedContext, "db" | "report">) {
  let made = 0;
  let moved = 0;
  for (const [index, demo] of DEMO_ORGANIZATIONS.entries()) {
    const names = [demo.owner, ...demo.members.map((member) => member.username)];
    const people = await db.user.findMany({ where: { usernameKey: { in: names } } });
    // The first of them found owns it (a small seed may lack the usual owner).
    const owner = names.flatMap((name) => people.filter((person) => person.usernameKey === name))[0];
    if (!owner || (await db.organization.findUnique({ where: { slugKey: demo.slug } }))) continue;
    const actor = { userId: owner.id, role: owner.role };
    const organization = await createOrganization(db, actor, demo);
    const iconKey = `data/organizations/${organization.id}/icon.svg`;
    await storage().put(iconKey, demoSvg(demo.name, 40 + index * 150), "image/svg+xml");
    await db.organization.update({ where: { id: organization.id }, data: { iconUrl: storage().url(iconKey) } });
    for (const member of demo.members) {
      const user = people.find((person) => person.usernameKey === member.username);
      if (user && user.id !== owner.id) await addMember(db, organization.teamId, user.id, member);
    }
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

async function addMember(db: Db, teamId: string, userId: string, member: DemoMember) {
  await db.teamMember.create({
    data: {
      id: newId(),
      teamId,
      userId,
      role: member.role,
      accepted: true,
      permissions: member.project.reduce((bits, name) => bits | ProjectPermission[name], 0n),
      organizationPermissions: member.organization.reduce((bits, name) => bits | OrganizationPermission[name], 0n),
    },
  });
}
