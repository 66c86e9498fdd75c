import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";

// Query strings and bodies of the collection routes: the handlers parse with them and /v2/openapi.json
// documents the query strings. Only zod is imported, so the manifest stays light.

export const COLLECTIONS_BULK_MAX = 1000;
const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "gif", "webp", "svg", "svgz", "rgb"] as const;

export const collectionsQuery = z.object({ ids: jsonIdList("ids", COLLECTIONS_BULK_MAX) });
export const collectionIconQuery = z.object({
  ext: z.enum(IMAGE_EXTENSIONS, { error: `ext must be one of ${IMAGE_EXTENSIONS.join(", ")}` }),
});

const projectIds = z.array(z.string({ error: "must be project ids" }), { error: "must be an array of project ids" });

export const collectionCreateBody = z.object({
  name: z.string({ error: "name is required" }),
  description: z.string({ error: "must be a string or null" }).nullable().optional(),
  projects: projectIds.optional(),
});

export const collectionPatchBody = z.object({
  name: z.string({ error: "must be a string" }).optional(),
  description: z.string({ error: "must be a string or null" }).nullable().optional(),
  status: z.string({ error: "must be a string" }).optional(),
  new_projects: projectIds.optional(),
});
