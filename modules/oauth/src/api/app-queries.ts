import { z } from "zod";

import { jsonIdList } from "@hopper/core/module";
import { atMost } from "@hopper/core/validation";

import { REDIRECT_URI_MAX } from "../server/services/apps/redirect-uri";

// Query strings and bodies of the app routes: the handlers parse with them and /v2/openapi.json documents them.
// Bounds only (the services check the exact rules: name 3–64, 1–10 redirect URIs, grantable scopes). Unknown
// fields are ignored (zod objects strip them), as the reference does with `icon_url` in an edit.

export const APPS_BULK_MAX = 100;
const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "bmp", "gif", "webp", "svg", "svgz", "rgb"] as const;
const ROOM = 64;

export const appsQuery = z.object({ ids: jsonIdList("ids", APPS_BULK_MAX) });
export const appIconQuery = z.object({
  ext: z.enum(IMAGE_EXTENSIONS, { error: `ext must be one of ${IMAGE_EXTENSIONS.join(", ")}` }),
});

const maxScopes = z
  .number({ error: "max_scopes must be a number (the scopes' bit flags)" })
  .int("max_scopes must be a whole number")
  .min(0, "max_scopes must not be negative")
  .max(Number.MAX_SAFE_INTEGER, "max_scopes holds unknown scope bits")
  .describe("The scopes' bit flags the app may ask for (never a restricted scope)");
const redirectUris = z
  .array(atMost("A redirect URI", REDIRECT_URI_MAX + ROOM), { error: "redirect_uris must be an array of strings" })
  .max(50, "An application needs between 1 and 10 redirect URIs.");
const name = atMost("The name", 64 + ROOM);
const url = atMost("The URL", 2048 + ROOM);
const description = atMost("The description", 1024 + ROOM);

export const appCreateBody = z.object({
  name: z.string({ error: "name is required" }).pipe(name),
  max_scopes: maxScopes,
  redirect_uris: redirectUris,
  url: url.nullable().optional(),
  description: description.nullable().optional(),
  is_public: z
    .boolean({ error: "is_public must be true or false" })
    .optional()
    .describe("Hopper's extension: a public client (no secret, PKCE required); fixed after creation"),
});

export const appEditBody = z.object({
  name: name.optional(),
  max_scopes: maxScopes.optional(),
  redirect_uris: redirectUris.optional(),
  url: url.nullable().optional(),
  description: description.nullable().optional(),
});
