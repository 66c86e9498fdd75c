import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { projectVersionsQuery } from "../../api/version-queries";
import { listVersions } from "../services/versions/version-list";
import { LISTED_VERSION_STATUSES, seesHiddenVersions } from "../services/versions/version-statuses";
import { parseQuery, versionReader, visibleProject, withOpenDependencies } from "./version-context";
import { versionBody } from "./bodies";

/**
 * GET /v2/project/{id|slug}/version?loaders=["fabric"]&game_versions=["1.20.1"]&featured=true&version_type=release
 * &include_changelog=false&limit=&offset= — every filter runs in SQL (the same service the versions page uses).
 * Outsiders see listed and archived versions; the team and staff see all.
 */
const handler: RestHandler = async (_request, ctx) => {
  const query = parseQuery(ctx, projectVersionsQuery);
  const reader = versionReader(ctx, { projectRead: true });
  const project = await visibleProject(ctx, reader, ctx.params.id ?? "");
  const hidden = await seesHiddenVersions(ctx.db, reader, project);
  const versions = await listVersions(ctx.db, project.id, {
    loaders: query.loaders,
    gameVersions: query.game_versions,
    channels: query.version_type ? [query.version_type] : undefined,
    featured: query.featured,
    statuses: hidden ? undefined : LISTED_VERSION_STATUSES,
    skip: query.offset,
    take: query.limit,
  });
  return restJson(
    await withOpenDependencies(
      ctx,
      versions.map((version) => {
        const body = versionBody(version, ctx.url.origin);
        return query.include_changelog === false ? { ...body, changelog: "" } : body;
      }),
    ),
  );
};

export default handler;
