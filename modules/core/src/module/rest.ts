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

/**
 * An OpenAPI tag: the resource a route belongs to (Projects, Versions, Users…), with one line the rendered
 * reference shows above its operations. Declare one per resource next to its routes and reuse the constant.
 */
export interface RestTag {
  name: string;
  description: string;
}

/**
 * What a route answers when it succeeds, documented in /v2/openapi.json. Errors need no declaration: every
 * route documents the `{ error, description }` body for its 4xx answers.
 * - `json`: the zod schema of the body, loaded on demand like handlers; declare it next to the code that builds
 *   the body and type that code with `z.infer` of it, so the reference cannot drift from the answer.
 * - `empty`: 204 No Content. `redirect`: a 302/307 with a Location header.
 */
export type RestResponse =
  | { kind: "json"; schema: LazySchema; description: string; status?: 200 | 201 }
  | { kind: "empty"; description: string }
  | { kind: "redirect"; status: 302 | 307; description: string };

/**
 * A public API route. `summary`, `operationId`, `tag` and `response` are REQUIRED for every route (new ones
 * included): /v2/openapi.json is linted in apps/web/tests/openapi-lint.test.ts and a route without them would
 * be an undocumented operation. If TypeScript says "Property 'operationId' is missing", add the four fields
 * (see any route in modules/catalog/src/api/projects.ts for the pattern).
 */
export interface RestRoute {
  method: HttpMethod;
  /** `/v2/project/:id` style; `:name` segments become params. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /**
   * Unique among all routes and stable: client generators name their methods after it, so never rename one.
   * camelCase, the reference API's name where it has one (`getProject`); v3 routes end in `V3` when a v2
   * route already has the name.
   */
  operationId: string;
  /** The resource the route belongs to (groups operations in the reference). */
  tag: RestTag;
  /** The success answer; see RestResponse. */
  response: RestResponse;
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
