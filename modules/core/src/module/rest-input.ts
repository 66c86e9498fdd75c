import { z } from "zod";

import { AppError } from "../errors/app-error";
import { RECOGNISED_IMAGE_TYPES } from "../storage/image-type";
import type { RestBody, RestContext } from "./rest";

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

/** Reads and validates a JSON body. */
export async function readRestJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("invalid_input", "The request body must be JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("invalid_input", firstIssue(parsed.error, "Invalid body"));
  return parsed.data;
}

/**
 * Reads a raw request body, keeping at most `max` bytes in memory. A larger body is refused after the rest is
 * read and dropped: leaving it unread on a kept-alive connection would corrupt the client's next request.
 */
export async function readRestBytes(request: Request, max: number, what: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size <= max) chunks.push(chunk);
    }
  }
  if (size > max) {
    const limit = max >= 1 << 20 ? `${max / (1 << 20)} MiB` : `${max / 1024} KiB`;
    throw new AppError("payload_too_large", `${what} must be at most ${limit}.`);
  }
  if (size === 0) throw new AppError("invalid_input", "Send the image as the request body.");
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
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
