import { z } from "zod";

import { restErrorSchema } from "../errors/format";
import type { RestBody, RestResponse, RestRoute } from "./rest";

type Json = Record<string, unknown>;

/**
 * Named schemas (zod `.meta({ id })`) shared by many operations: each goes once into components.schemas and
 * operations point at it, so the rendered reference lists them as models.
 */
type Components = Record<string, Json>;

/** Moves a converted schema's `$defs` into the components and points its `$ref`s there. */
function hoist(converted: Json, components: Components): Json {
  const { $schema: _dialect, $defs, ...rest } = converted as Json & { $defs?: Record<string, Json> };
  const retarget = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(retarget);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === "$ref" && typeof inner === "string"
            ? inner.replace(/^#\/\$defs\//, "#/components/schemas/")
            : retarget(inner),
        ]),
      );
    }
    return value;
  };
  for (const [id, schema] of Object.entries($defs ?? {})) components[id] ??= retarget(schema) as Json;
  return retarget(rest) as Json;
}

/** The JSON Schema of what a client sends (a transform's input side); types JSON cannot show become `{}`. */
function inputSchema(schema: z.ZodType, components: Components): Json {
  return hoist(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json, components);
}

/** The JSON Schema of what the server answers (a transform's output side). */
function outputSchema(schema: z.ZodType, components: Components): Json {
  return hoist(z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Json, components);
}

async function requestBody(body: RestBody | undefined, components: Components): Promise<Json | undefined> {
  switch (body?.kind) {
    case undefined:
    case "none":
      return undefined;
    case "json":
      return {
        required: true,
        content: { "application/json": { schema: inputSchema(await body.schema(), components) } },
      };
    case "multipart":
      return {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["data"],
              properties: { data: inputSchema(await body.data(), components) },
              additionalProperties: { type: "string", format: "binary", description: body.files },
            },
            encoding: { data: { contentType: "application/json" } },
          },
        },
      };
    case "binary":
      return {
        required: true,
        description: body.description,
        content: Object.fromEntries(
          body.contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
        ),
      };
  }
}

function queryParameters(query: z.ZodObject | undefined, components: Components): Json[] {
  if (!query) return [];
  const schema = inputSchema(query, components) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

async function successResponse(response: RestResponse, components: Components): Promise<Record<string, Json>> {
  switch (response.kind) {
    case "json":
      return {
        [String(response.status ?? 200)]: {
          description: response.description,
          content: { "application/json": { schema: outputSchema(await response.schema(), components) } },
        },
      };
    case "empty":
      return { "204": { description: response.description } };
    case "redirect":
      return {
        [String(response.status)]: {
          description: response.description,
          headers: { Location: { description: "Where to go", schema: { type: "string", format: "uri" } } },
        },
      };
  }
}

/** The 4xx answers a route can give: every route validates input and tokens; writes also check rights. */
function errorResponses(route: RestRoute): Record<string, Json> {
  const error = (description: string) => ({ description, content: { "application/json": { schema: ERROR_REF } } });
  const writes = route.method !== "GET";
  return {
    "400": error("Invalid input (path, query string or body)"),
    "401": error(route.scope ? "No token, an invalid token, or a token without the scope" : "An invalid token"),
    ...(route.scope ? { "403": error("The token's user may not do this") } : {}),
    "404": error("Not found, or hidden from the caller"),
    ...(route.scope && writes ? { "409": error("Conflicts with the current state (e.g. a slug in use)") } : {}),
    ...(route.body && route.body.kind !== "none" ? { "413": error("The body is too large") } : {}),
    "429": error("Rate-limited; see the X-Ratelimit-* headers"),
    default: error(
      "Any other failure, with the same body: 500 internal_error, or 503 unavailable with Retry-After while the database restarts",
    ),
  };
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/**
 * The OpenAPI 3.1 document of the public API, built from the routes modules declare and the zod schemas that
 * validate their query strings and bodies and describe their answers, so the reference cannot drift from what
 * the server accepts and answers.
 */
export async function openApiDocument(
  routes: readonly RestRoute[],
  info: { title: string; version: string; serverUrl: string },
): Promise<Json> {
  const components: Components = {};
  outputSchema(restErrorSchema, components);
  const paths: Record<string, Json> = {};
  const tags = new Map<string, string>();
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const body = await requestBody(route.body, components);
    if (!tags.has(route.tag.name)) tags.set(route.tag.name, route.tag.description);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: route.operationId,
        summary: route.summary,
        tags: [route.tag.name],
        parameters: [...pathParams, ...queryParameters(route.query, components)],
        ...(body ? { requestBody: body } : {}),
        // Public operations need no token (one, if sent, shows what its user may see).
        ...(route.scope ? { security: [{ token: [] }], "x-scope": route.scope } : { security: [] }),
        responses: { ...(await successResponse(route.response, components)), ...errorResponses(route) },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: info.version,
      description:
        "The public API of Hopper, compatible with the Modrinth API (labrinth) v2 and the v3 routes listed. " +
        "Public reads need no token; a token sent anyway shows what its user may see (drafts, private projects).",
      license: { name: "AGPL-3.0-only", identifier: "AGPL-3.0-only" },
    },
    servers: [{ url: info.serverUrl }],
    tags: [...tags].map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        token: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description:
            "A personal access token (`hop_…`, from Settings → PATs), with or without `Bearer `. Its scopes decide " +
            "what it may do; each operation names the scope it needs in `x-scope`.",
        },
      },
      schemas: components,
    },
  };
}
