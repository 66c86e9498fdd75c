import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";

import { projectsQuery } from "../../api/project-queries";
import { bulkEditProjects } from "../services/projects/project-bulk";
import { deleteProject } from "../services/projects/project-delete";
import { followProject } from "../services/projects/project-follow";
import { setProjectStatus } from "../services/projects/project-review";
import { updateProject } from "../services/projects/project-update";
import type { ProjectPatch } from "../services/projects/project-update";
import { noContent, parseQuery, readJson, writeActor } from "./context";

const text = (name: string) => z.string({ error: `${name} must be a string` });
const link = (name: string) => text(name).nullable().optional();
const names = (name: string) => z.array(z.string(), { error: `${name} must be an array of strings` });

/** The body of PATCH /v2/project/{id|slug}, with the reference API's field names. Unknown fields are ignored. */
export const projectPatchBody = z.object({
  title: text("title").optional(),
  description: text("description").optional(),
  body: text("body").optional(),
  slug: text("slug").optional(),
  categories: names("categories").optional(),
  additional_categories: names("additional_categories").optional(),
  issues_url: link("issues_url"),
  source_url: link("source_url"),
  wiki_url: link("wiki_url"),
  discord_url: link("discord_url"),
  donation_urls: z
    .array(
      z.object({ id: text("donation_urls.id"), platform: z.string().optional(), url: text("donation_urls.url") }),
      {
        error: "donation_urls must be an array of { id, platform, url }",
      },
    )
    .optional(),
  license_id: text("license_id").optional(),
  license_url: link("license_url"),
  client_side: text("client_side").optional(),
  server_side: text("server_side").optional(),
  status: text("status").optional(),
  requested_status: text("requested_status").nullable().optional(),
  moderation_message: text("moderation_message").nullable().optional(),
  moderation_message_body: text("moderation_message_body").nullable().optional(),
});
export type ProjectPatchBody = z.infer<typeof projectPatchBody>;

/** The catalogue's patch from the API's field names (only the fields present). */
export function toProjectPatch(body: ProjectPatchBody): ProjectPatch {
  const patch: ProjectPatch = {
    name: body.title,
    summary: body.description,
    body: body.body,
    slug: body.slug,
    categories: body.categories,
    additionalCategories: body.additional_categories,
    issuesUrl: body.issues_url,
    sourceUrl: body.source_url,
    wikiUrl: body.wiki_url,
    discordUrl: body.discord_url,
    donationLinks: body.donation_urls?.map((entry) => ({ platform: entry.id, url: entry.url })),
    licenseId: body.license_id,
    licenseUrl: body.license_url,
    clientSide: body.client_side,
    serverSide: body.server_side,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as ProjectPatch;
}

/**
 * PATCH /v2/project/{id|slug} (PROJECT_WRITE): details need EDIT_DETAILS, `body` EDIT_BODY, status changes follow
 * the status rules, the moderation message is for moderators. All or nothing: one refused or invalid field
 * changes nothing. 204.
 */
export const patchProject: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const body = await readJson(request, projectPatchBody);
  const patch = toProjectPatch(body);
  const status = {
    status: body.status,
    requestedStatus: body.requested_status,
    moderatorMessage: body.moderation_message,
    moderatorMessageBody: body.moderation_message_body,
  };
  const statusChange = Object.values(status).some((value) => value !== undefined);
  if (Object.keys(patch).length === 0 && !statusChange) {
    throw new AppError("invalid_input", "Nothing to change: send at least one field to edit.");
  }
  const id = ctx.params.id ?? "";
  await ctx.db.$transaction(async (tx) => {
    // The status step runs after the edit so a slug change in the same request still finds the project.
    const project = Object.keys(patch).length ? await updateProject(tx, actor, id, patch) : null;
    if (statusChange) await setProjectStatus(tx, actor, project?.id ?? id, status);
  });
  return noContent();
};

/** DELETE /v2/project/{id|slug} (PROJECT_DELETE): needs DELETE_PROJECT. 204. */
export const removeProject: RestHandler = async (_request, ctx) => {
  const actor = writeActor(ctx);
  await ctx.db.$transaction((tx) => deleteProject(tx, actor, ctx.params.id ?? ""));
  return noContent();
};

/** POST /v2/project/{id|slug}/follow (USER_WRITE). 204; following twice is an error, as on the reference API. */
export const followProjectHandler: RestHandler = async (_request, ctx) => {
  const result = await ctx.db.$transaction((tx) => followProject(tx, writeActor(ctx), ctx.params.id ?? "", true));
  if (!result.changed) throw new AppError("invalid_input", "You are already following this project!");
  return noContent();
};

/** DELETE /v2/project/{id|slug}/follow (USER_WRITE). 204; unfollowing a project one does not follow is an error. */
export const unfollowProjectHandler: RestHandler = async (_request, ctx) => {
  const result = await ctx.db.$transaction((tx) => followProject(tx, writeActor(ctx), ctx.params.id ?? "", false));
  if (!result.changed) throw new AppError("invalid_input", "You are not following this project!");
  return noContent();
};

const donation = z.object({
  id: text("donation_urls.id"),
  platform: z.string().optional(),
  url: text("donation_urls.url"),
});
const donations = (name: string) => z.array(donation, { error: `${name} must be an array of { id, platform, url }` });

/** The body of PATCH /v2/projects?ids=[...] (the reference API's bulk edit). */
export const bulkPatchBody = z.object({
  categories: names("categories").optional(),
  add_categories: names("add_categories").optional(),
  remove_categories: names("remove_categories").optional(),
  additional_categories: names("additional_categories").optional(),
  add_additional_categories: names("add_additional_categories").optional(),
  remove_additional_categories: names("remove_additional_categories").optional(),
  donation_urls: donations("donation_urls").optional(),
  add_donation_urls: donations("add_donation_urls").optional(),
  remove_donation_urls: donations("remove_donation_urls").optional(),
  issues_url: link("issues_url"),
  source_url: link("source_url"),
  wiki_url: link("wiki_url"),
  discord_url: link("discord_url"),
});

const links = (list: z.infer<typeof donation>[] | undefined) =>
  list?.map((entry) => ({ platform: entry.id, url: entry.url }));

/**
 * PATCH /v2/projects?ids=[...] (PROJECT_WRITE): the same edit on many projects; every one must be visible and
 * editable (EDIT_DETAILS), otherwise none changes. 204.
 */
export const patchProjects: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const { ids } = parseQuery(projectsQuery, ctx);
  const body = await readJson(request, bulkPatchBody);
  await ctx.db.$transaction(
    (tx) =>
      bulkEditProjects(tx, actor, ids, {
        categories: body.categories,
        addCategories: body.add_categories,
        removeCategories: body.remove_categories,
        additionalCategories: body.additional_categories,
        addAdditionalCategories: body.add_additional_categories,
        removeAdditionalCategories: body.remove_additional_categories,
        donationLinks: links(body.donation_urls),
        addDonationLinks: links(body.add_donation_urls),
        removeDonationLinks: links(body.remove_donation_urls),
        issuesUrl: body.issues_url,
        sourceUrl: body.source_url,
        wikiUrl: body.wiki_url,
        discordUrl: body.discord_url,
      }),
    { timeout: 60_000 },
  );
  return noContent();
};
