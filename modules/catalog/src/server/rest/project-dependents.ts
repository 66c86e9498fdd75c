import { z } from "zod";

import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { dependentsQuery } from "../../api/dependents-query";
import { projectDependents } from "../services/projects/project-dependents";
import { parseQuery, readActor } from "./context";
import { projectBodies } from "./project-body";
import { projectV3, projectV3Schema } from "./v3-shapes";
import { versionReader } from "./version-context";

/** The answer of GET /v3/project/{id}/dependents (documented in /v2/openapi.json). */
export const dependentsV3Schema = z.object({
  total: z.number().int().describe("How many projects the caller may see use this one"),
  offset: z.number().int(),
  limit: z.number().int(),
  dependents: z
    .object({
      project: projectV3Schema,
      versions: z.number().int().describe("How many of its listed versions depend on this project"),
    })
    .array(),
});

/**
 * GET /v3/project/{id|slug}/dependents?limit=&offset=: the projects whose listed versions depend on this one
 * (required or optional), most downloaded first, as far as the caller may see them. Beyond the reference.
 */
const getProjectDependents: RestHandler = async (_request, ctx) => {
  const { limit, offset } = parseQuery(dependentsQuery, ctx);
  const { total, dependents } = await projectDependents(ctx.db, readActor(ctx), ctx.params.id ?? "", {
    limit,
    offset,
  });
  const bodies = await projectBodies(
    ctx.db,
    versionReader(ctx),
    dependents.map((dependent) => dependent.projectId),
    ctx.url.origin,
  );
  const byId = new Map(bodies.map((body) => [body.id, body]));
  return restJson({
    total,
    offset,
    limit,
    dependents: dependents.flatMap((dependent) => {
      const body = byId.get(dependent.projectId);
      return body ? [{ project: projectV3(body), versions: dependent.versions }] : [];
    }),
  });
};

export default getProjectDependents;
