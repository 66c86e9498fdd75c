import { z } from "zod";

import { findUserByIdOrName } from "@hopper/accounts/server";
import { actorOf, hasScope } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { readRestBytes, restJson } from "@hopper/core/module";
import type { RestContext, RestHandler } from "@hopper/core/module";

import { ICON_MAX_BYTES } from "../services/media/media";
import { listOrganizationMembers } from "../services/organizations/organization-members";
import {
  addProjectToOrganization,
  listOrganizationProjects,
  projectOrganization,
  removeProjectFromOrganization,
} from "../services/organizations/organization-projects";
import {
  createOrganization,
  deleteOrganization,
  findOrganizations,
  getOrganization,
  listUserOrganizations,
  setOrganizationIcon,
  updateOrganization,
  ORGANIZATION_DESCRIPTION_MAX,
} from "../services/organizations/organizations";
import { NAME_MAX, SLUG_MAX } from "../services/validation";
import { organizationBodies, organizationBody, projectV3Bodies, teamMemberBody } from "./organization-bodies";
import { readActor, readOptionalJson } from "./context";
import { line, lines, ref } from "./body-fields";
import { versionReader } from "./version-context";

const noContent = () => new Response(null, { status: 204 });
const param = (ctx: RestContext, name: string) => ctx.params[name] ?? "";

/**
 * Who reads an organization: the token's user only when the token holds ORGANIZATION_READ (a browser session
 * holds every scope). Without it the caller reads like a visitor: no members' permissions, no invitations.
 */
function organizationReader(ctx: RestContext): Actor | null {
  if (!ctx.viewer || !hasScope(ctx.viewer.scopes, "ORGANIZATION_READ")) return null;
  return actorOf(ctx.viewer);
}

/** Reads a JSON body; a body that is not JSON is invalid_input, not an internal error. */
async function jsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("invalid_input", "The request body must be JSON.");
  }
  return schema.parse(raw);
}

const slug = line("The slug", SLUG_MAX);
const name = line("The name", NAME_MAX);
const description = lines("The description", ORGANIZATION_DESCRIPTION_MAX);
export const organizationCreateBody = z.object({
  slug: z.string({ error: "slug must be a string" }).pipe(slug),
  name: z.string({ error: "name must be a string" }).pipe(name),
  description: z.string({ error: "description must be a string" }).pipe(description),
});
/** Any of the fields; `{}` (or only fields Hopper ignores) changes nothing and answers 204, as on the reference. */
export const organizationEditBody = z.object({
  slug: slug.optional(),
  name: name.optional(),
  description: description.optional(),
});
export const organizationAddProjectBody = z.object({
  project_id: z.string({ error: "project_id must be a string" }).pipe(ref("project_id")),
});
/** The reference's `{ new_owner }`: the organization member who owns the project once it leaves (optional here). */
export const organizationRemoveProjectBody = z.object({
  new_owner: z.string({ error: "new_owner must be a string" }).pipe(ref("new_owner")).optional(),
});

/** POST /v3/organization {slug, name, description} → the new organization. */
export const postOrganization: RestHandler = async (request, ctx) => {
  const body = await jsonBody(request, organizationCreateBody);
  const organization = await createOrganization(ctx.db, actorOf(ctx.viewer), body);
  return restJson(await organizationBody(ctx.db, organization, actorOf(ctx.viewer), ctx.url.origin));
};

/** GET /v3/organizations?ids=["id or slug", …] */
export const getOrganizations: RestHandler = async (_request, ctx) => {
  const raw = ctx.url.searchParams.get("ids");
  let ids: unknown;
  try {
    ids = raw === null ? undefined : JSON.parse(raw);
  } catch {
    ids = undefined;
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) {
    throw new AppError("invalid_input", 'ids must be a JSON array of strings, e.g. ["AABBCCDD"].');
  }
  if (ids.length > 1000) throw new AppError("invalid_input", "At most 1,000 ids per request.");
  const organizations = ids.length ? await findOrganizations(ctx.db, ids as string[]) : [];
  return restJson(await organizationBodies(ctx.db, organizations, organizationReader(ctx), ctx.url.origin));
};

/** GET /v3/organization/{id|slug} */
export const getOrganizationHandler: RestHandler = async (_request, ctx) => {
  const organization = await getOrganization(ctx.db, param(ctx, "id"));
  return restJson(await organizationBody(ctx.db, organization, organizationReader(ctx), ctx.url.origin));
};

/** PATCH /v3/organization/{id|slug} {slug?, name?, description?} */
export const patchOrganization: RestHandler = async (request, ctx) => {
  const body = await jsonBody(request, organizationEditBody);
  await updateOrganization(ctx.db, actorOf(ctx.viewer), param(ctx, "id"), body);
  return noContent();
};

/** DELETE /v3/organization/{id|slug} */
export const deleteOrganizationHandler: RestHandler = async (_request, ctx) => {
  await deleteOrganization(ctx.db, actorOf(ctx.viewer), param(ctx, "id"));
  return noContent();
};

/** GET /v3/organization/{id|slug}/projects — public projects (every one for members and staff), v3 shape. */
export const getOrganizationProjects: RestHandler = async (_request, ctx) => {
  // Hidden projects are listed only to a reader that may open them (a token needs PROJECT_READ).
  const projects = await listOrganizationProjects(ctx.db, readActor(ctx), param(ctx, "id"));
  return restJson(
    await projectV3Bodies(
      ctx.db,
      versionReader(ctx),
      projects.map((project) => project.id),
      ctx.url.origin,
    ),
  );
};

/** POST /v3/organization/{id|slug}/projects {project_id} — the project's owner moves it in. */
export const postOrganizationProject: RestHandler = async (request, ctx) => {
  const body = await jsonBody(request, organizationAddProjectBody);
  await addProjectToOrganization(ctx.db, actorOf(ctx.viewer), param(ctx, "id"), body.project_id);
  return noContent();
};

/** DELETE /v3/organization/{id|slug}/projects/{project} with an optional `{ new_owner }` (a user id or name). */
export const deleteOrganizationProject: RestHandler = async (request, ctx) => {
  const body = await readOptionalJson(request, organizationRemoveProjectBody);
  let newOwnerId: string | undefined;
  if (body.new_owner !== undefined) {
    const user = await findUserByIdOrName(ctx.db, body.new_owner);
    if (!user) throw new AppError("not_found", "The requested user was not found.");
    newOwnerId = user.id;
  }
  const actor = actorOf(ctx.viewer);
  await ctx.db.$transaction((tx) =>
    removeProjectFromOrganization(tx, actor, param(ctx, "id"), param(ctx, "project"), newOwnerId),
  );
  return noContent();
};

/** PATCH /v3/organization/{id|slug}/icon?ext=png — the body is the image (PNG, JPEG, GIF or WebP, ≤ 256 KiB). */
export const patchOrganizationIcon: RestHandler = async (request, ctx) => {
  // Read only up to the icon limit: a larger body is refused there (413), never buffered whole.
  const bytes = await readRestBytes(request, ICON_MAX_BYTES, "The icon");
  await setOrganizationIcon(ctx.db, actorOf(ctx.viewer), param(ctx, "id"), bytes);
  return noContent();
};

/** DELETE /v3/organization/{id|slug}/icon */
export const deleteOrganizationIcon: RestHandler = async (_request, ctx) => {
  await setOrganizationIcon(ctx.db, actorOf(ctx.viewer), param(ctx, "id"), null);
  return noContent();
};

/** GET /v3/organization/{id|slug}/members */
export const getOrganizationMembers: RestHandler = async (_request, ctx) => {
  const { members, insider } = await listOrganizationMembers(ctx.db, organizationReader(ctx), param(ctx, "id"));
  return restJson(members.map((member) => teamMemberBody(member, insider, ctx.url.origin)));
};

/** GET /v3/project/{id|slug}/organization — 404 when the project is in no organization. */
export const getProjectOrganization: RestHandler = async (_request, ctx) => {
  // Whether the project may be seen is a project read (PROJECT_READ); what the organization shows, ORGANIZATION_READ.
  const organization = await projectOrganization(ctx.db, readActor(ctx), param(ctx, "id"));
  if (!organization) throw new AppError("not_found", "This project is not in an organization.");
  return restJson(await organizationBody(ctx.db, organization, organizationReader(ctx), ctx.url.origin));
};

/** GET /v3/user/{id|username}/organizations */
export const getUserOrganizations: RestHandler = async (_request, ctx) => {
  const user = await findUserByIdOrName(ctx.db, param(ctx, "id"));
  if (!user) throw new AppError("not_found", "User not found.");
  const organizations = await listUserOrganizations(ctx.db, user.id);
  return restJson(await organizationBodies(ctx.db, organizations, organizationReader(ctx), ctx.url.origin));
};
