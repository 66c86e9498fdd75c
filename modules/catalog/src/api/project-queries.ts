import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";

// Query-string schemas of the project, team and tag routes. They validate requests (the handlers parse with
// them) and document them in /v2/openapi.json.

export const BULK_MAX = 1000;
export const RANDOM_MAX = 100;

/** A "true"/"false" query parameter. */
export const queryBoolean = z
  .enum(["true", "false"], { error: "must be true or false" })
  .transform((value) => value === "true");

/** Image file extensions the reference API's `ext` parameter takes; the bytes decide the real type. */
export const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "gif", "webp", "svg", "svgz", "rgb"] as const;
const ext = z.enum(IMAGE_EXTENSIONS, { error: `ext must be one of ${IMAGE_EXTENSIONS.join(", ")}` });
const ordering = z.coerce.number({ error: "ordering must be a number" }).int("ordering must be a whole number");

export const projectsQuery = z.object({ ids: jsonIdList("ids", BULK_MAX) });
export const teamsQuery = z.object({ ids: jsonIdList("ids", BULK_MAX) });
export const randomQuery = z.object({
  count: z.coerce
    .number({ error: "count must be a number" })
    .int("count must be a whole number")
    .min(1, "count must be between 1 and 100")
    .max(RANDOM_MAX, "count must be between 1 and 100"),
});
export const iconQuery = z.object({ ext });
export const galleryAddQuery = z.object({
  ext,
  featured: queryBoolean,
  title: z.string().optional(),
  description: z.string().optional(),
  ordering: ordering.optional(),
});
export const galleryEditQuery = z.object({
  url: z.string({ error: "url is required" }),
  featured: queryBoolean.optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  ordering: ordering.optional(),
});
export const galleryDeleteQuery = z.object({ url: z.string({ error: "url is required" }) });
