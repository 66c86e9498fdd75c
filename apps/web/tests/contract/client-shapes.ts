import { z } from "zod";

// What @modrinth/api-client 0.77.0 promises, route by route: its `Labrinth.*` types (node_modules/@modrinth/
// api-client/dist/index.d.ts) written down as zod schemas, so a contract test fails when Hopper's answer lacks a
// field the client's type requires or gives it the wrong type. A field the type marks optional (`?:`) may be
// absent or null (the reference serialises absent values as null). Extra fields are allowed, as in the types.
// `thread_id` is a string, as the client types it: every project has its moderation thread's id (issue 16).

const opt = <T extends z.ZodType>(schema: T) => schema.nullish();
const str = z.string();
const strings = z.array(z.string());
const num = z.number();
const bool = z.boolean();
/** An ISO 8601 date-time, as the reference answers every date. */
const date = z.iso.datetime({ offset: true });

export const V2_PROJECT_TYPES = ["mod", "modpack", "resourcepack", "shader", "plugin", "datapack", "project"] as const;
export const projectStatus = z.enum([
  "approved",
  "archived",
  "rejected",
  "draft",
  "unlisted",
  "processing",
  "withheld",
  "scheduled",
  "private",
  "unknown",
]);
const side = z.enum(["required", "optional", "unsupported", "unknown"]);
const monetization = z.enum(["monetized", "demonetized", "force-demonetized"]);
/** A project's moderation thread (`GET /v3/thread/{id}`). */
const threadId = str;
const license = z.object({ id: str, name: str, url: opt(str) });

/** Labrinth.Projects.v2.Project */
export const projectV2 = z.object({
  id: str,
  slug: str,
  project_type: z.enum(V2_PROJECT_TYPES),
  team: str,
  organization: str.nullable(),
  title: str,
  description: str,
  body: str,
  published: date,
  updated: date,
  approved: opt(date),
  queued: opt(date),
  status: projectStatus,
  requested_status: opt(projectStatus),
  moderator_message: opt(z.object({ message: str, body: opt(str) })),
  license,
  client_side: side,
  server_side: side,
  downloads: num,
  followers: num,
  categories: strings,
  additional_categories: strings,
  game_versions: strings,
  loaders: strings,
  versions: strings,
  icon_url: opt(str),
  issues_url: opt(str),
  source_url: opt(str),
  wiki_url: opt(str),
  discord_url: opt(str),
  donation_urls: opt(z.array(z.object({ id: str, platform: str, url: str }))),
  gallery: opt(
    z.array(
      z.object({ url: str, featured: bool, title: opt(str), description: opt(str), created: date, ordering: num }),
    ),
  ),
  color: opt(num),
  thread_id: threadId,
  monetization_status: monetization,
});

const versionType = z.enum(["release", "beta", "alpha"]);
const versionStatus = z.enum(["listed", "archived", "draft", "unlisted", "scheduled", "unknown"]);
const dependencyType = z.enum(["required", "optional", "incompatible", "embedded"]);
const versionFile = z.object({
  id: opt(str),
  hashes: z.object({ sha1: str, sha512: str }),
  url: z.url(),
  filename: str,
  primary: bool,
  size: num,
  file_type: opt(str),
});

/** Labrinth.Versions.v2.Version */
export const versionV2 = z.object({
  id: str,
  project_id: str,
  author_id: str,
  featured: bool,
  name: str,
  version_number: str,
  changelog: str,
  changelog_url: opt(str),
  date_published: date,
  downloads: num,
  version_type: versionType,
  status: versionStatus,
  requested_status: opt(versionStatus),
  files: z.array(versionFile),
  dependencies: z.array(
    z.object({
      file_name: opt(str),
      dependency_type: dependencyType,
      project_id: opt(str),
      version_id: opt(str),
    }),
  ),
  game_versions: strings,
  loaders: strings,
});

const role = z.enum(["developer", "moderator", "admin"]);

/** Labrinth.Users.v2.User */
export const userV2 = z.object({
  id: str,
  username: str,
  name: opt(str),
  avatar_url: opt(str),
  bio: opt(str),
  created: date,
  role,
  badges: num,
  email: opt(str),
  email_verified: opt(bool),
});

/** Labrinth.Users.v3.User */
export const userV3 = z.object({
  id: str,
  username: str,
  avatar_url: opt(str),
  raw_avatar_url: opt(str),
  bio: opt(str),
  created: date,
  role,
  badges: num,
  campaigns: z.object({ pride_26: z.object({ last_donated_at: str }).nullable() }),
  email: opt(str),
  email_verified: opt(bool),
});

/** Labrinth.Projects.v3.TeamMember */
export const teamMemberV3 = z.object({
  team_id: str,
  user: userV3,
  role: str,
  is_owner: bool,
  permissions: num.nullable(),
  organization_permissions: num.nullable(),
  accepted: bool,
  payouts_split: num.nullable(),
  ordering: num,
});

const environment = z.enum([
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
]);

/** Labrinth.Projects.v3.Project */
export const projectV3 = z.object({
  id: str,
  slug: opt(str),
  project_types: z.array(z.enum(["mod", "modpack", "resourcepack", "shader", "plugin", "datapack"])),
  games: strings,
  team_id: str,
  organization: opt(str),
  name: str,
  summary: str,
  description: str,
  published: date,
  updated: date,
  approved: opt(date),
  queued: opt(date),
  status: projectStatus,
  requested_status: opt(projectStatus),
  license,
  downloads: num,
  followers: num,
  categories: strings,
  additional_categories: strings,
  loaders: strings,
  mrpack_loaders: strings,
  versions: strings,
  icon_url: opt(str),
  raw_icon_url: opt(str),
  link_urls: z.record(str, z.object({ platform: str, donation: bool, url: str })),
  gallery: z.array(
    z.object({
      url: str,
      raw_url: str,
      featured: bool,
      name: opt(str),
      description: opt(str),
      created: date,
      ordering: num,
    }),
  ),
  color: opt(num),
  thread_id: threadId,
  monetization_status: monetization,
  side_types_migration_review_status: z.enum(["reviewed", "pending"]),
  environment: opt(z.array(environment)),
});

/** Labrinth.Versions.v3.Version */
export const versionV3 = z.object({
  name: str,
  version_number: str,
  changelog: opt(str),
  dependencies: z.array(
    z.object({ dependency_type: dependencyType, project_id: opt(str), file_name: opt(str), version_id: opt(str) }),
  ),
  game_versions: strings,
  version_type: versionType,
  loaders: strings,
  featured: bool,
  status: versionStatus,
  id: str,
  project_id: str,
  author_id: str,
  date_published: date,
  downloads: num,
  files: z.array(versionFile),
  environment: opt(environment),
  mrpack_loaders: opt(strings),
});

/** Labrinth.Projects.v2.SearchResult (the v2 module's search). */
export const searchV2 = z.object({
  hits: z.array(
    z.object({
      project_id: str,
      project_type: z.enum(V2_PROJECT_TYPES),
      slug: str,
      author: str,
      title: str,
      description: str,
      categories: strings,
      display_categories: strings,
      versions: strings,
      downloads: num,
      follows: num,
      icon_url: str.nullable(),
      date_created: date,
      date_modified: date,
      latest_version: opt(str),
      license: str,
      client_side: side,
      server_side: side,
      gallery: strings,
      color: opt(num),
    }),
  ),
  offset: num,
  limit: num,
  total_hits: num,
});

/** Labrinth.Search.v3.SearchResults */
export const searchV3 = z.object({
  hits: z.array(
    z.object({
      version_id: opt(str),
      project_id: str,
      project_types: strings,
      all_project_types: strings,
      slug: str.nullable(),
      author: str,
      author_id: str.nullable(),
      organization: str.nullable(),
      organization_id: str.nullable(),
      name: str,
      summary: str,
      categories: strings,
      display_categories: strings,
      downloads: num,
      follows: num,
      icon_url: str.nullable(),
      date_created: date,
      date_modified: date,
      license: str,
      gallery: strings,
      featured_gallery: str.nullable(),
      color: num.nullable(),
      loaders: strings,
      disclosure_types: strings,
    }),
  ),
  page: num,
  hits_per_page: num,
  total_hits: num,
});

/** Labrinth.Organizations.v3.Organization */
export const organizationV3 = z.object({
  id: str,
  slug: str,
  name: str,
  team_id: str,
  description: str,
  icon_url: str.nullable(),
  raw_icon_url: str.nullable(),
  color: num.nullable(),
  members: z.array(teamMemberV3),
});

/** Labrinth.Collections.Collection */
export const collection = z.object({
  id: str,
  user: str,
  name: str,
  description: str.nullable(),
  icon_url: str.nullable(),
  raw_icon_url: str.nullable(),
  color: num.nullable(),
  status: z.enum(["listed", "unlisted", "private", "rejected", "unknown"]),
  created: date,
  updated: date,
  projects: strings,
});

/** Labrinth.Tags.v2.LicenseText */
export const licenseText = z.object({ title: str, body: str });

/** Labrinth.Pats.v2.PersonalAccessToken */
export const pat = z.object({
  id: str,
  name: str,
  access_token: str.nullable(),
  scopes: num,
  user_id: str,
  created: date,
  expires: date,
  last_used: date.nullable(),
});

/** Labrinth.Sessions.v2.Session */
export const session = z.object({
  id: str,
  session: str.nullable(),
  user_id: str,
  created: date,
  last_login: date,
  expires: date,
  refresh_expires: date,
  os: str.nullable(),
  platform: str.nullable(),
  user_agent: str,
  city: str.nullable(),
  country: str.nullable(),
  ip: str,
  current: bool,
});

/** Labrinth.OAuth.Internal.OAuthClient */
export const oauthClient = z.object({
  id: str,
  name: str,
  icon_url: str.nullable(),
  raw_icon_url: str.nullable(),
  max_scopes: num,
  redirect_uris: z.array(z.object({ id: str, client_id: str, uri: str })),
  created_by: str,
  created: date,
  url: str.nullable(),
  description: str.nullable(),
});

/** Labrinth.OAuth.Internal.OAuthClientCreationResult (Hopper's client_secret is null for a public client). */
export const oauthClientCreation = oauthClient.extend({ client_secret: str.nullable() });
