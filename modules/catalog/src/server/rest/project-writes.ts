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
import { BODY_MAX, NAME_MAX, SLUG_MAX, SUMMARY_MAX } from "../services/validation";
import type { donationLink } from "./body-fields";
import { donationLinks, line, lines, link, MARKDOWN_MAX, TAG_MAX, tags } from "./body-fields";
import { noContent, parseQuery, readJson, writeActor } from "./context";

/** The reference platform's limit on additional categories (primary ones: at most 3, checked by the service). */
const CATEGORIES_MAX = 256;
/** SPDX expressions and LicenseRef- names. */
const LICENSE_ID_MAX = 128;
const MODERATION_MESSAGE_MAX = 2048;

/** The body of PATCH /v2/project/{id|slug}, with the reference API's field names. Unknown fields are ignored. */
export const projectPatchBody = z.object({
  title: line("The title", NAME_MAX).optional(),
  description: line("The summary", SUMMARY_MAX).optional(),
  body: lines("The description", BODY_MAX).optional(),
  slug: line("The slug", SLUG_MAX).optional(),
  categories: tags("categories", CATEGORIES_MAX).optional(),
  additional_categories: tags("additional_categories", CATEGORIES_MAX).optional(),
  issues_url: link("issues_url"),
  source_url: link("source_url"),
  wiki_url: link("wiki_url"),
  discord_url: link("discord_url"),
  donation_urls: donationLinks("donation_urls").optional(),
  license_id: line("license_id", LICENSE_ID_MAX).optional(),
  license_url: link("license_url"),
  client_side: line("client_side", TAG_MAX).optional(),
  server_side: line("server_side", TAG_MAX).optional(),
  status: line("status", TAG_MAX).optional(),
  requested_status: line("requested_status", TAG_MAX).nullable().optional(),
  moderation_message: lines("The moderation message", MODERATION_MESSAGE_MAX).nullable().optional(),
  moderation_message_body: lines("The moderation message body", MARKDOWN_MAX).nullable().optional(),
  // Accepted and ignored: Hopper does no monetization (every project answers "monetized").
  monetization_status: line("monetization_status", TAG_MAX).optional(),
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
 * changes nothing; unknown fields are ignored. 204.
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
  // A body with no field Hopper acts on (`{}`, or only fields it ignores) changes nothing, as on the reference.
  if (Object.keys(patch).length === 0 && !statusChange) return noContent();
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

/** The body of PATCH /v2/projects?ids=[...] (the reference API's bulk edit). */
export const bulkPatchBody = z.object({
  categories: tags("categories", CATEGORIES_MAX).optional(),
  add_categories: tags("add_categories", CATEGORIES_MAX).optional(),
  remove_categories: tags("remove_categories", CATEGORIES_MAX).optional(),
  additional_categories: tags("additional_categories", CATEGORIES_MAX).optional(),
  add_additional_categories: tags("add_additional_categories", CATEGORIES_MAX).optional(),
  remove_additional_categories: tags("remove_additional_categories", CATEGORIES_MAX).optional(),
  donation_urls: donationLinks("donation_urls").optional(),
  add_donation_urls: donationLinks("add_donation_urls").optional(),
  remove_donation_urls: donationLinks("remove_donation_urls").optional(),
  issues_url: link("issues_url"),
  source_url: link("source_url"),
  wiki_url: link("wiki_url"),
  discord_url: link("discord_url"),
});

const links = (list: z.infer<typeof donationLink>[] | undefined) =>
  list?.map((entry) => ({ platform: entry.id, url: entry.url }));

/**
 * PATCH /v2/projects?ids=[...] (PROJECT_WRITE): the same edit on many projects; every one must be visible and
 * editable (EDIT_DETAILS), otherwise none changes. 204.
 */
export const patchProjects: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  const { ids } = parseQuery(projectsQuery, ctx);
  const body = await readJson(request, bulkPatchBody);
  // Nothing Hopper acts on (`{}` or only ignored fields): nothing changes, as on the reference.
  if (Object.values(body).every((value) => value === undefined)) return noContent();
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
