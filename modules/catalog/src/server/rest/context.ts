import type { z } from "zod";

import { hasScope } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestContext } from "@hopper/core/module";

import type { Actor } from "../services/permissions";

/**
 * Who reads: the token's user only when the token may read projects (PROJECT_READ; a browser session holds
 * every scope). A token without it reads like an anonymous visitor, so it never reveals hidden projects.
 */
export function readActor(ctx: RestContext): Actor {
  if (!ctx.viewer || !hasScope(ctx.viewer.scopes, "PROJECT_READ")) return null;
  return { id: ctx.viewer.user.id, role: ctx.viewer.user.role };
}

/** Who writes: the token's user (the dispatcher has already checked the route's scope). */
export function writeActor(ctx: RestContext): NonNullable<Actor> {
  if (!ctx.viewer) throw new AppError("unauthorized", "Authentication Error: this endpoint needs a token");
  return { id: ctx.viewer.user.id, role: ctx.viewer.user.role };
}

/** Parses the query string with the route's declared schema (the same one /v2/openapi.json shows). */
export function parseQuery<S extends z.ZodType>(schema: S, ctx: RestContext): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of ctx.url.searchParams) raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new AppError("invalid_input", `${where}${issue?.message ?? "Invalid query string"}`);
  }
  return parsed.data;
}

/** Reads and validates a JSON body. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("invalid_input", "The request body must be JSON.");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new AppError("invalid_input", `${where}${issue?.message ?? "Invalid body"}`);
  }
  return parsed.data;
}

/**
 * Reads a raw request body, keeping at most `max` bytes in memory. A larger body is refused after the rest is
 * read and dropped: leaving it unread on a kept-alive connection would corrupt the client's next request.
 */
export async function readRawBody(request: Request, max: number, what: string): Promise<Uint8Array> {
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

export const noContent = () => new Response(null, { status: 204 });
