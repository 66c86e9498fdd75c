import type { z } from "zod";

import { actorOf, hasScope } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestContext } from "@hopper/core/module";

import { canViewProject, findProject } from "../services/projects/project-access";
import { versionRowsByIds } from "../services/versions/version-rows";
import { versionBody } from "./bodies";
import { openDependencies } from "./open-dependencies";

// Small pieces the version and file handlers share.

/**
 * Who reads versions: the token's user only when the token holds VERSION_READ (and PROJECT_READ too for a
 * project's version list, as the reference API asks), so a narrow token reads like an anonymous visitor and
 * never reveals hidden projects or draft versions. A browser session holds every scope.
 */
export function versionReader(ctx: RestContext, options: { projectRead?: boolean } = {}): Actor | null {
  if (!ctx.viewer || !hasScope(ctx.viewer.scopes, "VERSION_READ")) return null;
  if (options.projectRead && !hasScope(ctx.viewer.scopes, "PROJECT_READ")) return null;
  return actorOf(ctx.viewer);
}

/** Parses with a schema; the first problem becomes invalid_input naming the field: "loaders must be …". */
function parseOrExplain<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  const issue = parsed.error.issues[0];
  const message = issue?.message ?? "is invalid";
  // "loaders must be …" reads on from the field's name; a whole sentence ("The changelog must be …") gets a colon.
  const where = issue?.path.length ? `${issue.path.join(".")}${/^[A-Z]/.test(message) ? ":" : ""} ` : "";
  throw new AppError("invalid_input", `${where}${message}`.trim());
}

/** Parses the query string with the route's schema (a bad value is invalid_input naming the parameter). */
export const parseQuery = <S extends z.ZodObject>(ctx: RestContext, schema: S): z.output<S> =>
  parseOrExplain(schema, Object.fromEntries(ctx.url.searchParams));

/** Parses a JSON body with a schema; a body that is not JSON is invalid_input. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", "The request body must be JSON.");
  }
  return parseOrExplain(schema, raw);
}

/** The project if the reader may see it, else not_found (a hidden project looks missing). */
export async function visibleProject(ctx: RestContext, reader: Actor | null, idOrSlug: string) {
  const project = await findProject(ctx.db, idOrSlug);
  if (!project || !(await canViewProject(ctx.db, reader, project))) {
    throw new AppError("not_found", "The requested project was not found or you do not have access to it.");
  }
  return project;
}

/**
 * Version bodies with only the dependencies the caller may open (see openDependencies); the reader is the one a
 * project's version list uses, so a narrow token sees dependencies as an anonymous visitor does.
 */
export function withOpenDependencies<T extends Parameters<typeof openDependencies>[2][number]>(
  ctx: RestContext,
  bodies: readonly T[],
): Promise<T[]> {
  return openDependencies(ctx.db, versionReader(ctx, { projectRead: true }), bodies);
}

/** Versions in the v2 shape by id, in one round of queries, keyed by id; dependencies as the caller may see them. */
export async function versionBodies(
  ctx: RestContext,
  ids: readonly string[],
  options: { includeChangelog?: boolean } = {},
) {
  if (ids.length === 0) return new Map<string, ReturnType<typeof versionBody>>();
  const versions = await versionRowsByIds(ctx.db, [...new Set(ids)]);
  const bodies = await withOpenDependencies(
    ctx,
    versions.map((version) => {
      const body = versionBody(version, ctx.url.origin);
      return options.includeChangelog === false ? { ...body, changelog: "" } : body;
    }),
  );
  return new Map(bodies.map((body) => [body.id, body]));
}

export const noContent = () => new Response(null, { status: 204 });
