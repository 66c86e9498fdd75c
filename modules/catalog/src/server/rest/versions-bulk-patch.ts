import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import type { RestHandler } from "@hopper/core/module";

import { BULK_EDIT_MAX_VERSIONS, bulkEditVersions } from "../services/versions/version-bulk-edit";
import { GAME_VERSIONS_MAX, line, LOADERS_MAX, ref, TAG_MAX } from "./body-fields";
import { noContent, parseJsonBody } from "./version-context";

/**
 * A list of loader or game version names. The messages read on from the field's name, which the error puts first
 * ("add_loaders must be an array of strings.", "add_loaders.0: A loader must be at most 64 characters.").
 */
const names = (label: string, maxItems: number) =>
  z
    .array(line(label, TAG_MAX), { error: "must be an array of strings." })
    .max(maxItems, `must hold at most ${maxItems.toLocaleString("en-US")} entries.`);

/**
 * The body of PATCH /v3/hopper/project/{id}/versions, named as the reference's bulk project edit names its fields
 * (`add_categories`, `remove_categories`): every field but `version_ids` is optional, and at least one change is
 * needed (the service says so). Unknown fields are ignored.
 */
export const versionsBulkPatchBody = z.object({
  version_ids: z
    .array(ref("A version id"), { error: "must be an array of version ids." })
    .max(BULK_EDIT_MAX_VERSIONS, `must hold at most ${BULK_EDIT_MAX_VERSIONS} ids.`),
  add_loaders: names("A loader", LOADERS_MAX).optional(),
  remove_loaders: names("A loader", LOADERS_MAX).optional(),
  add_game_versions: names("A game version", GAME_VERSIONS_MAX).optional(),
  remove_game_versions: names("A game version", GAME_VERSIONS_MAX).optional(),
  version_type: line("The channel", TAG_MAX).optional(),
  status: line("The status", TAG_MAX).optional(),
});

/**
 * PATCH /v3/hopper/project/{id}/versions (VERSION_WRITE; team UPLOAD_VERSION, as the single edit): the versions
 * page's bulk edit for API clients, through the same service (bulkEditVersions: one transaction, so one refusal
 * changes no version). Answers 204.
 */
const handler: RestHandler = async (request, ctx) => {
  const body = await parseJsonBody(request, versionsBulkPatchBody);
  await bulkEditVersions(ctx.db, actorOf(ctx.viewer), ctx.params.id ?? "", {
    versionIds: body.version_ids,
    addLoaders: body.add_loaders,
    removeLoaders: body.remove_loaders,
    addGameVersions: body.add_game_versions,
    removeGameVersions: body.remove_game_versions,
    versionType: body.version_type,
    status: body.status,
  });
  return noContent();
};

export default handler;
