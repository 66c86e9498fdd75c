import { z } from "zod";

// The v3 organization, team member and project answers: organization-bodies.ts builds them, typed with these
// (v3-shapes.ts memberV3 answers a project team in TeamMemberV3 too).

const time = z.string().meta({ format: "date-time" });

export const teamMemberV3Schema = z
  .object({
    team_id: z.string(),
    user: z.object({
      id: z.string(),
      username: z.string(),
      avatar_url: z.string().nullable(),
      bio: z.string().nullable(),
      created: time,
      role: z.string(),
      badges: z.number(),
      campaigns: z.object({ pride_26: z.null() }),
    }),
    role: z.string(),
    is_owner: z.boolean(),
    permissions: z.number().nullable(),
    organization_permissions: z.number().nullable(),
    accepted: z.boolean(),
    payouts_split: z.number().nullable(),
    ordering: z.number(),
  })
  .meta({ id: "TeamMemberV3", description: "A team member (v3 shape)" });

export const organizationV3Schema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    team_id: z.string(),
    description: z.string(),
    icon_url: z.string().nullable(),
    raw_icon_url: z.string().nullable(),
    color: z.number().nullable(),
    members: z.array(teamMemberV3Schema),
  })
  .meta({ id: "OrganizationV3", description: "An organization with its members (v3 shape)" });

export type OrganizationV3 = z.infer<typeof organizationV3Schema>;
export type TeamMemberV3 = z.infer<typeof teamMemberV3Schema>;

export const projectV3Schema = z
  .object({
    id: z.string(),
    slug: z.string().nullable(),
    project_types: z.array(z.string()),
    games: z.array(z.string()),
    team_id: z.string(),
    organization: z.string().nullable(),
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    published: time.nullable(),
    updated: time.nullable(),
    approved: time.nullable(),
    queued: time.nullable(),
    status: z.string(),
    requested_status: z.string().nullable(),
    moderator_message: z.object({ message: z.string(), body: z.string().nullable() }).nullable(),
    license: z.object({ id: z.string(), name: z.string(), url: z.string().nullable() }),
    downloads: z.number(),
    followers: z.number(),
    categories: z.array(z.string()),
    additional_categories: z.array(z.string()),
    loaders: z.array(z.string()),
    mrpack_loaders: z.array(z.string()),
    environment: z.array(z.string()),
    side_types_migration_review_status: z.enum(["reviewed", "pending"]),
    versions: z.array(z.string()),
    icon_url: z.string().nullable(),
    link_urls: z.record(z.string(), z.object({ platform: z.string(), donation: z.boolean(), url: z.string() })),
    gallery: z.array(
      z.object({
        url: z.string().nullable(),
        raw_url: z.string().nullable(),
        featured: z.boolean(),
        name: z.string().nullable(),
        description: z.string().nullable(),
        created: time.nullable(),
        ordering: z.number(),
      }),
    ),
    color: z.number().nullable(),
    thread_id: z.string().nullable(),
    monetization_status: z.string(),
    fields: z.object({
      game_versions: z.array(z.string()),
      client_side: z.string(),
      server_side: z.string(),
    }),
  })
  .meta({ id: "ProjectV3", description: "A project (v3 shape)" });

export type ProjectV3 = z.infer<typeof projectV3Schema>;

export const organizationListV3Schema = z.array(organizationV3Schema);
export const teamV3Schema = z.array(teamMemberV3Schema);
export const projectListV3Schema = z.array(projectV3Schema);
