import type { DbOrTx, Prisma } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";

import { organizationTeams } from "../services/organizations/organization-teams";
import type { findOrganization } from "../services/organizations/organizations";
import { projectsWithDetailsByIds } from "../services/projects/project-v3-rows";
import type { OrganizationV3, ProjectV3, TeamMemberV3 } from "./organization-schema";
import { memberBody } from "./team-body";
import { environmentOf, memberV3 } from "./v3-shapes";

type Organization = NonNullable<Awaited<ReturnType<typeof findOrganization>>>;
type MemberWithUser = Prisma.TeamMemberGetPayload<{ include: { user: true } }>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const absolute = (url: string | null, origin: string) => (url ? new URL(url, origin).toString() : null);

/**
 * A team member in the v3 shape: the project team member's (memberV3 of the v2 body) plus the organization
 * permissions. Outsiders see neither permissions nor the payout split (null), as on the reference platform.
 */
export function teamMemberBody(member: MemberWithUser, insider: boolean, origin: string): TeamMemberV3 {
  return {
    ...memberV3(memberBody(member, insider, origin)),
    organization_permissions:
      insider && member.organizationPermissions !== null ? Number(member.organizationPermissions) : null,
  };
}

/**
 * Organizations in the v3 shape with their members, loading every team in one query (organizationTeams: pending
 * invitations and permissions are shown only to the organization's accepted members and staff).
 */
export async function organizationBodies(
  db: DbOrTx,
  organizations: Organization[],
  actor: Actor | null,
  origin: string,
): Promise<OrganizationV3[]> {
  const teams = await organizationTeams(db, actor, organizations);
  return teams.map(({ organization, insider, members }) => ({
    id: organization.id,
    slug: organization.slug,
    name: organization.name,
    team_id: organization.teamId,
    description: organization.description,
    icon_url: absolute(organization.iconUrl, origin),
    // Hopper keeps the uploaded icon only, at one address; the reference's client reads both.
    raw_icon_url: absolute(organization.iconUrl, origin),
    color: organization.color,
    members: members.map((member) => teamMemberBody(member, insider, origin)),
  }));
}

export async function organizationBody(
  db: DbOrTx,
  organization: Organization,
  actor: Actor | null,
  origin: string,
): Promise<OrganizationV3> {
  const [body] = await organizationBodies(db, [organization], actor, origin);
  return body!;
}

/**
 * Projects in the v3 shape (name/summary/description, project_types, link_urls), in one query (plus one when
 * `versionReader` is signed in and a project has hidden versions); `versions` holds what that reader may open.
 */
export async function projectV3Bodies(
  db: DbOrTx,
  versionReader: Actor | null,
  projectIds: readonly string[],
  origin: string,
): Promise<ProjectV3[]> {
  const projects = await projectsWithDetailsByIds(db, versionReader, projectIds);
  const byId = new Map(projects.map((project) => [project.id, project]));
  return projectIds.flatMap((id) => {
    const project = byId.get(id);
    if (!project) return [];
    const link = (platform: string, url: string | null, donation = false) =>
      url ? [[platform, { platform, donation, url }] as const] : [];
    return [
      {
        id: project.id,
        slug: project.slug,
        project_types: [project.projectType],
        games: ["minecraft-java"],
        team_id: project.teamId,
        organization: project.organizationId,
        name: project.name,
        summary: project.summary,
        description: project.body,
        published: iso(project.published),
        updated: iso(project.updated),
        approved: iso(project.approved),
        queued: iso(project.queued),
        status: project.status,
        requested_status: project.requestedStatus,
        moderator_message: project.moderatorMessage
          ? { message: project.moderatorMessage, body: project.moderatorMessageBody }
          : null,
        license: { id: project.licenseId, name: project.licenseName ?? "", url: project.licenseUrl },
        downloads: project.downloads,
        followers: project.followers,
        categories: project.categories.filter((c) => !c.additional).map((c) => c.category),
        additional_categories: project.categories.filter((c) => c.additional).map((c) => c.category),
        // As the v3 project reads (v3-shapes.ts): a modpack lists "mrpack", its own loaders apart.
        loaders: project.projectType === "modpack" ? ["mrpack"] : project.loaders,
        mrpack_loaders: project.projectType === "modpack" ? project.loaders : [],
        environment: [environmentOf(project.clientSide, project.serverSide)],
        side_types_migration_review_status: "reviewed" as const,
        versions: project.versionIds,
        icon_url: absolute(project.iconUrl, origin),
        link_urls: Object.fromEntries([
          ...link("issues", project.issuesUrl),
          ...link("source", project.sourceUrl),
          ...link("wiki", project.wikiUrl),
          ...link("discord", project.discordUrl),
          ...project.donationLinks.flatMap((donation) => link(donation.platform, donation.url, true)),
        ]),
        gallery: project.gallery.map((image) => ({
          url: absolute(image.url, origin),
          raw_url: absolute(image.rawUrl, origin),
          featured: image.featured,
          name: image.title,
          description: image.description,
          created: iso(image.created),
          ordering: image.ordering,
        })),
        color: project.color,
        thread_id: project.threadId,
        monetization_status: project.monetizationStatus ?? "monetized",
        fields: {
          game_versions: project.gameVersions,
          client_side: project.clientSide,
          server_side: project.serverSide,
        },
      },
    ];
  });
}
