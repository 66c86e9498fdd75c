import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";

// Query strings of the user routes: the handlers parse with them and /v2/openapi.json documents them.

export const USERS_BULK_MAX = 1000;

/** Image extensions the reference API's `ext` takes; the bytes decide the real type. */
const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "gif", "webp", "svg", "svgz", "rgb"] as const;

export const usersQuery = z.object({ ids: jsonIdList("ids", USERS_BULK_MAX) });
export const userIconQuery = z.object({
  ext: z.enum(IMAGE_EXTENSIONS, { error: `ext must be one of ${IMAGE_EXTENSIONS.join(", ")}` }),
});
