import { z } from "zod";

import { AppError } from "../errors/app-error";
import { containsNul } from "../validation/text";
import { REST_JSON_BODY_LIMIT, formatByteLimit, readBodyWithin, withBodyWithin } from "../http/body-limit";
import { RECOGNISED_IMAGE_TYPES } from "../storage/image-type";
import type { RestBody, RestContext, RestRoute } from "./rest";

// Request parsing shared by every module's REST handlers, so each answers bad input with the same error body.

function firstIssue(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? fallback}`;
}

/** Parses the query string with the route's declared schema (the one /v2/openapi.json shows). */
export function parseRestQuery<S extends z.ZodType>(schema: S, ctx: RestContext): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of ctx.url.searchParams) raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_input", firstIssue(parsed.error, "Invalid query string"));
  return parsed.data;
}

/**
 * The request as a route's handler gets it: a JSON body (and any body sent to a route that reads none) is
 * read into memory within the route's limit first — 413 past it, read no further — so no handler, whatever
 * it calls (`request.json()`, `readRestJson`), can buffer an oversize body. Uploads and images read their
 * own bodies as streams with their own limits.
 */
export async function withRestBodyLimit(request: Request, route: RestRoute): Promise<Request> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const body = route.body ?? { kind: "none" };
  if (body.kind === "multipart" || body.kind === "binary") return request;
  return withBodyWithin(request, (body.kind === "json" ? body.maxBytes : undefined) ?? REST_JSON_BODY_LIMIT);
}

/** Reads and validates a JSON body. */
export async function readRestJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("invalid_input", "The request body must be JSON.");
  }
  // PostgreSQL cannot store NUL (error 22021, once a 500): refused here for every JSON body.
  if (containsNul(raw)) throw new AppError("invalid_input", "The request body must not contain NUL characters.");
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_input", firstIssue(parsed.error, "Invalid body"));
  return parsed.data;
}

/**
 * Reads a raw request body of at most `max` bytes. A larger declared length is refused before reading, and
 * reading stops as soon as the body passes `max` (the dispatcher then closes the connection, so the unread
 * rest never reaches the client's next request).
 */
export async function readRestBytes(request: Request, max: number, what: string): Promise<Uint8Array> {
  const bytes = await readBodyWithin(
    request,
    max,
    () => new AppError("payload_too_large", `${what} must be at most ${formatByteLimit(max)}.`),
  );
  if (bytes.byteLength === 0) throw new AppError("invalid_input", "Send the image as the request body.");
  return bytes;
}

export const restNoContent = () => new Response(null, { status: 204 });

/** A query parameter holding a JSON array of strings, as the reference API's bulk getters take it (`ids=[…]`). */
export const jsonIdList = (name: string, max: number) =>
  z
    .string({ error: `${name} is required, e.g. ${name}=["AABBCCDD"]` })
    .describe(`A JSON array of strings, e.g. ["AABBCCDD"] (at most ${max})`)
    .transform((raw, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
        ctx.addIssue({ code: "custom", message: `${name} must be a JSON array of strings, e.g. ["AABBCCDD"]` });
        return z.NEVER;
      }
      if (parsed.length > max) {
        ctx.addIssue({ code: "custom", message: `at most ${max} ${name} per request` });
        return z.NEVER;
      }
      return parsed as string[];
    });

/** An image sent as the raw request body (recognised by its bytes, whatever Content-Type says). */
export const imageRestBody = (description: string): RestBody => ({
  kind: "binary",
  contentTypes: RECOGNISED_IMAGE_TYPES,
  description,
});
