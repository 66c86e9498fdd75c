import type { z } from "zod";

import { actorOf, hasScope } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import { readRestJson } from "@hopper/core/module";
import type { RestContext } from "@hopper/core/module";

import type { Actor } from "@hopper/core/auth";

/**
 * Who reads: the token's user only when the token may read projects (PROJECT_READ; a browser session holds
 * every scope). A token without it reads like an anonymous visitor, so it never reveals hidden projects.
 */
export function readActor(ctx: RestContext): Actor | null {
  if (!ctx.viewer || !hasScope(ctx.viewer.scopes, "PROJECT_READ")) return null;
  return actorOf(ctx.viewer);
}

/** Who writes: the token's user (the dispatcher has already checked the route's scope). */
export function writeActor(ctx: RestContext): Actor {
  if (!ctx.viewer) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return actorOf(ctx.viewer);
}

// The catalogue's handlers parse requests with the kernel's shared readers, under shorter names.
export {
  parseRestQuery as parseQuery,
  readRestBytes as readRawBody,
  readRestJson as readJson,
  restNoContent as noContent,
} from "@hopper/core/module";

/**
 * A JSON body a route may go without (the reference's clients send none): no body, or a blank one, reads as `{}`;
 * anything else must be the JSON object, read by the kernel's reader (its NUL check, its error sentences).
 */
export async function readOptionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = request.body ? await request.text() : "";
  const body = text.trim() === "" ? "{}" : text;
  return readRestJson(new Request("http://body.invalid/", { method: "POST", body }), schema);
}
