import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import {
  FOLLOW_GAME_VERSIONS_MAX,
  FOLLOW_LOADERS_MAX,
  getFollowFilters,
  setFollowFilters,
} from "../services/projects/follow-filters";
import { followProject } from "../services/projects/project-follow";
import { tags } from "./body-fields";
import { readJson, readOptionalJson, writeActor } from "./context";

/**
 * The follow filters a v3 follow takes (Hopper's addition to the reference's body-less POST): only versions for
 * one of these loaders / game versions notify; empty or absent lists take every version.
 */
export const followFiltersBody = z.object({
  loaders: tags("loaders", FOLLOW_LOADERS_MAX).optional(),
  game_versions: tags("game_versions", FOLLOW_GAME_VERSIONS_MAX).optional(),
});

/** What GET and PATCH /v3/project/{id|slug}/follow answer. */
export const followFiltersSchema = z.object({
  following: z.boolean(),
  loaders: z.array(z.string()),
  game_versions: z.array(z.string()),
});

const filtersOf = (body: z.infer<typeof followFiltersBody>) => ({
  loaders: body.loaders,
  gameVersions: body.game_versions,
});

/**
 * POST /v3/project/{id|slug}/follow (USER_WRITE). 204 as on the reference API, with or without a body; following
 * twice is the reference's error. A JSON body may set the new follow's filters in the same transaction.
 */
export const followProjectV3: RestHandler = async (request, ctx) => {
  const actor = writeActor(ctx);
  // The reference's clients send no body: an empty one is no filters, anything else must be the JSON object.
  const body = await readOptionalJson(request, followFiltersBody);
  await ctx.db.$transaction(async (tx) => {
    const result = await followProject(tx, actor, ctx.params.id ?? "", true);
    if (!result.changed) throw new AppError("invalid_input", "You are already following this project!");
    if (body.loaders !== undefined || body.game_versions !== undefined) {
      await setFollowFilters(tx, actor, ctx.params.id ?? "", filtersOf(body));
    }
  });
  return new Response(null, { status: 204 });
};

/** GET /v3/project/{id|slug}/follow (USER_READ): whether the token's user follows the project, and its filters. */
export const getFollowV3: RestHandler = async (_request, ctx) => {
  const follow = await getFollowFilters(ctx.db, writeActor(ctx), ctx.params.id ?? "");
  return restJson({ following: follow.following, loaders: follow.loaders, game_versions: follow.gameVersions });
};

/** PATCH /v3/project/{id|slug}/follow (USER_WRITE): changes the filters of the token's user's own follow. */
export const patchFollowV3: RestHandler = async (request, ctx) => {
  const body = await readJson(request, followFiltersBody);
  const saved = await setFollowFilters(ctx.db, writeActor(ctx), ctx.params.id ?? "", filtersOf(body));
  return restJson({ following: true, loaders: saved.loaders, game_versions: saved.gameVersions });
};
