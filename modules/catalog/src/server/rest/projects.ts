import { AppError } from "@hopper/core/errors";
import type { RestContext, RestHandler } from "@hopper/core/module";

import { canViewProject, findProject } from "../services/projects";
import { findFileByHash } from "../services/versions";
import { loadVersions, projectBody, versionBody } from "./bodies";

const actorOf = (ctx: RestContext) => (ctx.viewer ? { id: ctx.viewer.user.id, role: ctx.viewer.user.role } : null);
const origin = (ctx: RestContext) => ctx.url.origin;

async function visibleProject(ctx: RestContext, idOrSlug: string) {
  const project = await findProject(ctx.db, idOrSlug);
  if (!project || !(await canViewProject(ctx.db, actorOf(ctx), project))) {
    throw new AppError("not_found", "The requested project was not found or you do not have access to it.");
  }
  return project;
}

function jsonList(ctx: RestContext, name: string): string[] | undefined {
  const raw = ctx.url.searchParams.get(name);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed;
  } catch {
    // fall through
  }
  throw new AppError("invalid_input", `${name} must be a JSON array of strings, e.g. ["fabric"].`);
}

/** GET /v2/project/{id|slug} */
export const getProject: RestHandler = async (_request, ctx) => {
  const project = await visibleProject(ctx, ctx.params.id ?? "");
  return Response.json(await projectBody(ctx.db, project.id, origin(ctx)));
};

/** GET /v2/project/{id|slug}/version?loaders=["fabric"]&game_versions=["1.20.1"]&featured=true */
export const getProjectVersions: RestHandler = async (_request, ctx) => {
  const project = await visibleProject(ctx, ctx.params.id ?? "");
  const loaders = jsonList(ctx, "loaders");
  const gameVersions = jsonList(ctx, "game_versions");
  const featured = ctx.url.searchParams.get("featured");
  const versions = (await loadVersions(ctx.db, { projectId: project.id })).filter(
    (version) =>
      (!loaders || version.loaders.some((loader) => loaders.includes(loader))) &&
      (!gameVersions || version.gameVersions.some((value) => gameVersions.includes(value))) &&
      (featured === null || version.featured === (featured === "true")),
  );
  return Response.json(versions.map((version) => versionBody(version, origin(ctx))));
};

/** GET /v2/version/{id} */
export const getVersion: RestHandler = async (_request, ctx) => {
  const [version] = await loadVersions(ctx.db, { id: ctx.params.id ?? "" });
  if (!version) throw new AppError("not_found", "The requested version was not found.");
  await visibleProject(ctx, version.projectId);
  return Response.json(versionBody(version, origin(ctx)));
};

/** GET /v2/version_file/{hash}?algorithm=sha1|sha512 (sha1 by default): the version a file belongs to. */
export const getVersionFile: RestHandler = async (_request, ctx) => {
  const algorithm = ctx.url.searchParams.get("algorithm") ?? "sha1";
  if (algorithm !== "sha1" && algorithm !== "sha512") {
    throw new AppError("invalid_input", "algorithm must be sha1 or sha512.");
  }
  const hash = ctx.params.hash ?? "";
  const length = algorithm === "sha1" ? 40 : 128;
  if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hash)) {
    throw new AppError(
      "invalid_input",
      `"${hash.slice(0, 140)}" is not a ${algorithm} hash (${length} hex characters).`,
    );
  }
  const file = await findFileByHash(ctx.db, algorithm, hash);
  if (!file) throw new AppError("not_found", "The requested file was not found.");
  await visibleProject(ctx, file.version.projectId);
  const [version] = await loadVersions(ctx.db, { id: file.versionId });
  return Response.json(versionBody(version!, origin(ctx)));
};
