import type { z } from "zod";

import { AppError } from "../errors/app-error";
import { hasNul } from "../validation/text";
import type { ScopeName } from "../auth/scopes";
import type { Viewer } from "../auth/viewer";
import type { Db } from "../db/client";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RestContext {
  db: Db;
  viewer: Viewer | null;
  ip: string | null;
  /** Named path parameters, e.g. `{ id: "AABBCCDD" }` for `/v2/project/:id`. */
  params: Record<string, string>;
  url: URL;
}

export type RestHandler = (request: Request, ctx: RestContext) => Promise<Response>;

/** A zod schema loaded on demand, like handlers, so declaring a route costs nothing at start. */
export type LazySchema = () => Promise<z.ZodType>;

/**
 * What a route reads from the request body, documented in /v2/openapi.json from the same schema the handler
 * validates with. Every POST, PATCH and PUT route declares one (`none` when it reads no body); a test checks.
 */
export type RestBody =
  /** `maxBytes`: the largest body (default REST_JSON_BODY_LIMIT, 1 MiB); past it the answer is 413. */
  | { kind: "json"; schema: LazySchema; maxBytes?: number }
  /** A `data` part holding JSON, then file parts under any other names. */
  | { kind: "multipart"; data: LazySchema; files: string }
  | { kind: "binary"; contentTypes: readonly string[]; description: string }
  | { kind: "none" };

export interface RestRoute {
  method: HttpMethod;
  /** `/v2/project/:id` style; `:name` segments become params. */
  path: string;
  /** One line for the API reference. */
  summary?: string;
  /** The zod schema that validates the query string; also documents it in /v2/openapi.json. */
  query?: z.ZodObject;
  body?: RestBody;
  /** The scope a token needs; omit for public endpoints. */
  scope?: ScopeName;
  handler: () => Promise<{ default: RestHandler }>;
}

export interface CompiledRoute {
  route: RestRoute;
  moduleId: string;
  pattern: RegExp;
  names: string[];
  /**
   * The route's handler, imported on first use and kept: a dynamic import() of an already loaded module still
   * resolves its specifier on every call (through tsx's loader thread, about 0.2 ms a request).
   */
  load(): Promise<RestHandler>;
}

export function compileRoute(moduleId: string, route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        names.push(segment.slice(1));
        return "([^/]+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  let loading: Promise<RestHandler> | undefined;
  const load = () => {
    loading ??= route.handler().then(
      (module) => module.default,
      (error: unknown) => {
        loading = undefined; // a failed import is tried again by the next request
        throw error;
      },
    );
    return loading;
  };
  return { route, moduleId, pattern: new RegExp(`^${source}/?$`), names, load };
}

/**
 * A path segment as text. Malformed percent-encoding (`%FF%FE`, a lone `%`) and NUL, which PostgreSQL cannot
 * store or compare, are the client's mistake: a 400, never a URIError or a database error (a 500).
 */
function decodePathParam(raw: string): string {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    throw new AppError("invalid_input", "The path is not valid percent-encoded UTF-8.");
  }
  if (hasNul(value)) throw new AppError("invalid_input", "The path must not contain NUL characters.");
  return value;
}

/** Finds the route for a request; `methodMismatch` tells a 405 from a 404. Throws a 400 for a malformed path. */
export function matchRoute(routes: readonly CompiledRoute[], method: string, pathname: string) {
  let methodMismatch = false;
  for (const compiled of routes) {
    const match = compiled.pattern.exec(pathname);
    if (!match) continue;
    if (compiled.route.method !== method) {
      methodMismatch = true;
      continue;
    }
    const params = Object.fromEntries(compiled.names.map((name, i) => [name, decodePathParam(match[i + 1] ?? "")]));
    return { compiled, params, methodMismatch: false };
  }
  return { compiled: null, params: {}, methodMismatch };
}
