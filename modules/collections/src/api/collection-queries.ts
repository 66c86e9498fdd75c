import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";
import { multiLineText, singleLineText } from "@hopper/core/validation";

// Query strings and bodies of the collection routes: the handlers parse with them and /v2/openapi.json
// documents the query strings. Only zod is imported, so the manifest stays light.

export const COLLECTIONS_BULK_MAX = 1000;
const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "gif", "webp", "svg", "svgz", "rgb"] as const;

export const collectionsQuery = z.object({ ids: jsonIdList("ids", COLLECTIONS_BULK_MAX) });
export const collectionIconQuery = z.object({
  ext: z.enum(IMAGE_EXTENSIONS, { error: `ext must be one of ${IMAGE_EXTENSIONS.join(", ")}` }),
});

// Limits of the bodies (docs/api.md, "Body fields"); the services check the exact rules (name 3–64, …).
const NAME_MAX = 64;
const DESCRIPTION_MAX = 255;
const PROJECTS_MAX = 1000;
const REF_MAX = 64;
const projectIds = z
  .array(singleLineText({ label: "A project id", max: REF_MAX }), { error: "must be an array of project ids" })
  .max(PROJECTS_MAX, `must hold at most ${PROJECTS_MAX} project ids`);
const name = singleLineText({ label: "The name", max: NAME_MAX });
const description = multiLineText({ label: "The description", max: DESCRIPTION_MAX });

// Unknown fields are ignored (zod objects strip them), as the reference does.
export const collectionCreateBody = z.object({
  name: z.string({ error: "name is required" }).pipe(name),
  description: description.nullable().optional(),
  projects: projectIds.optional(),
});

export const collectionPatchBody = z.object({
  name: name.optional(),
  description: description.nullable().optional(),
  status: singleLineText({ label: "The status", max: 32 }).optional(),
  new_projects: projectIds.optional(),
});
