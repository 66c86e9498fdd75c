import { z } from "zod";

import type { TeamMemberV3 } from "./organization-schema";
import type { ProjectJson } from "./project-body";
import type { memberBody } from "./team-body";
import type { versionBody } from "./bodies";

// The reference platform's v3 shapes of projects, versions and team members, made from the v2 bodies: the v3
// routes answer exactly what the v2 ones do (the same services, visibility and filtering), only under the v3
// field names the reference's own client (@modrinth/api-client) reads. The schemas document the answers in
// /v2/openapi.json and type the conversions, so the reference cannot drift from the answer.

type VersionJson = ReturnType<typeof versionBody>;
type MemberJson = ReturnType<typeof memberBody>;

const nullableString = z.string().nullable();

/** v3 "environment": one value for the pair of v2 client/server sides (labrinth's side-type migration). */
export const ENVIRONMENTS = [
  "client_and_server",
  "client_only",
  "client_only_server_optional",
  "singleplayer_only",
  "server_only",
  "server_only_client_optional",
  "dedicated_server_only",
  "client_or_server",
  "client_or_server_prefers_both",
  "unknown",
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const SIDE_PAIRS: Record<string, Environment> = {
  "required/required": "client_and_server",
  "required/unsupported": "client_only",
  "required/optional": "client_only_server_optional",
  "optional/unsupported": "client_only",
  "unsupported/required": "server_only",
  "unsupported/optional": "server_only",
  "optional/required": "server_only_client_optional",
  "optional/optional": "client_or_server",
};

export const environmentOf = (clientSide: string, serverSide: string): Environment =>
  SIDE_PAIRS[`${clientSide}/${serverSide}`] ?? "unknown";

const link = z.object({ platform: z.string(), donation: z.boolean(), url: z.string() });

export const projectV3Schema = z.object({
  id: z.string(),
  slug: nullableString,
  project_types: z.array(z.string()),
  games: z.array(z.string()),
  team_id: z.string(),
  organization: nullableString,
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  published: nullableString,
  updated: nullableString,
  approved: nullableString,
  queued: nullableString,
  status: z.string(),
  requested_status: nullableString,
  license: z.object({ id: z.string(), name: z.string(), url: nullableString }),
  downloads: z.number(),
  followers: z.number(),
  categories: z.array(z.string()),
  additional_categories: z.array(z.string()),
  loaders: z.array(z.string()).describe('For modpacks `["mrpack"]`, their real loaders in `mrpack_loaders`.'),
  mrpack_loaders: z.array(z.string()),
  game_versions: z.array(z.string()),
  environment: z.array(z.enum(ENVIRONMENTS)),
  versions: z.array(z.string()),
  icon_url: nullableString,
  link_urls: z.record(z.string(), link).describe("Links by platform id; donation links carry donation: true."),
  gallery: z.array(
    z.object({
      url: z.string(),
      raw_url: z.string(),
      featured: z.boolean(),
      name: nullableString,
      description: nullableString,
      created: z.string(),
      ordering: z.number(),
    }),
  ),
  color: z.number().nullable(),
  thread_id: nullableString,
  monetization_status: z.string(),
  side_types_migration_review_status: z.enum(["reviewed", "pending"]),
});
export type ProjectV3 = z.infer<typeof projectV3Schema>;

/** A project in the reference's v3 shape. */
export function projectV3(project: ProjectJson): ProjectV3 {
  const modpack = project.project_type === "modpack";
  const links: ProjectV3["link_urls"] = {};
  const add = (platform: string, url: string | null, donation = false) => {
    if (url) links[platform] = { platform, donation, url };
  };
  add("issues", project.issues_url);
  add("source", project.source_url);
  add("wiki", project.wiki_url);
  add("discord", project.discord_url);
  for (const donation of project.donation_urls) add(donation.id, donation.url, true);
  return {
    id: project.id,
    slug: project.slug,
    project_types: [project.project_type],
    games: ["minecraft-java"],
    team_id: project.team,
    organization: project.organization,
    name: project.title,
    summary: project.description,
    description: project.body,
    published: project.published,
    updated: project.updated,
    approved: project.approved,
    queued: project.queued,
    status: project.status,
    requested_status: project.requested_status,
    license: { id: project.license.id, name: project.license.name, url: project.license.url },
    downloads: project.downloads,
    followers: project.followers,
    categories: project.categories,
    additional_categories: project.additional_categories,
    // The reference files a modpack's versions under the "mrpack" loader and keeps the pack's own loaders apart.
    loaders: modpack ? ["mrpack"] : project.loaders,
    mrpack_loaders: modpack ? project.loaders : [],
    game_versions: project.game_versions,
    environment: [environmentOf(project.client_side, project.server_side)],
    versions: project.versions,
    icon_url: project.icon_url,
    link_urls: links,
    gallery: project.gallery.map((image) => ({
      url: image.url,
      raw_url: image.raw_url,
      featured: image.featured,
      name: image.title,
      description: image.description,
      created: image.created,
      ordering: image.ordering,
    })),
    color: project.color,
    thread_id: project.thread_id,
    monetization_status: project.monetization_status ?? "monetized",
    side_types_migration_review_status: "reviewed",
  };
}

const versionFile = z.object({
  hashes: z.object({ sha1: z.string(), sha512: z.string() }),
  url: z.string(),
  filename: z.string(),
  primary: z.boolean(),
  size: z.number(),
  file_type: nullableString,
});

export const versionV3Schema = z.object({
  id: z.string(),
  project_id: z.string(),
  author_id: z.string(),
  name: z.string(),
  version_number: z.string(),
  changelog: z.string(),
  date_published: nullableString,
  downloads: z.number(),
  version_type: z.string(),
  status: z.string(),
  requested_status: nullableString,
  featured: z.boolean(),
  loaders: z.array(z.string()).describe('For a modpack (.mrpack) version `["mrpack"]`; its loaders in mrpack_loaders.'),
  mrpack_loaders: z.array(z.string()).optional(),
  game_versions: z.array(z.string()),
  dependencies: z.array(
    z.object({
      version_id: nullableString,
      project_id: nullableString,
      file_name: nullableString,
      dependency_type: z.string(),
    }),
  ),
  files: z.array(versionFile),
});
export type VersionV3 = z.infer<typeof versionV3Schema>;

/**
 * A version in the reference's v3 shape. A modpack version (its primary file a .mrpack) lists the "mrpack"
 * loader and its pack loaders apart, as the reference does; the file decides, so no project lookup is needed.
 */
export function versionV3(version: VersionJson): VersionV3 {
  const primary = version.files.find((file) => file.primary) ?? version.files[0];
  const modpack = primary?.filename.toLowerCase().endsWith(".mrpack") ?? false;
  return {
    id: version.id,
    project_id: version.project_id,
    author_id: version.author_id,
    name: version.name,
    version_number: version.version_number,
    changelog: version.changelog ?? "",
    date_published: version.date_published,
    downloads: version.downloads,
    version_type: version.version_type,
    status: version.status,
    requested_status: version.requested_status,
    featured: version.featured,
    loaders: modpack ? ["mrpack"] : version.loaders,
    ...(modpack ? { mrpack_loaders: version.loaders } : {}),
    game_versions: version.game_versions,
    dependencies: version.dependencies,
    files: version.files,
  };
}

export const dependenciesV3Schema = z.object({
  projects: z.array(projectV3Schema),
  versions: z.array(versionV3Schema),
});

/**
 * A team member in the reference's v3 shape (TeamMemberV3, the one organization members answer in too: the user
 * in the v3 user shape, organization permissions apart — none on a project's team).
 */
export function memberV3(member: MemberJson): TeamMemberV3 {
  const { id, username, avatar_url, bio, created, role, badges } = member.user;
  return {
    team_id: member.team_id,
    user: { id, username, avatar_url, bio, created, role, badges, campaigns: { pride_26: null } },
    role: member.role,
    is_owner: member.is_owner,
    permissions: member.permissions,
    organization_permissions: null,
    accepted: member.accepted,
    payouts_split: member.payouts_split,
    ordering: member.ordering,
  };
}
