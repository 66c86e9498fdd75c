import { z } from "zod";

import type { RestBody, RestRoute } from "./rest";

type Json = Record<string, unknown>;

/** The JSON Schema of what a client sends (a transform's input side); types JSON cannot show become `{}`. */
function inputSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return rest;
}

async function requestBody(body: RestBody | undefined): Promise<Json | undefined> {
  switch (body?.kind) {
    case undefined:
    case "none":
      return undefined;
    case "json":
      return { required: true, content: { "application/json": { schema: inputSchema(await body.schema()) } } };
    case "multipart":
      return {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["data"],
              properties: { data: inputSchema(await body.data()) },
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

function queryParameters(query: z.ZodObject | undefined): Json[] {
  if (!query) return [];
  const schema = inputSchema(query) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * The OpenAPI 3.1 document of the public API, built from the routes modules declare and the zod schemas that
 * validate their query strings and bodies, so the reference cannot drift from what the server accepts.
 */
export async function openApiDocument(
  routes: readonly RestRoute[],
  info: { title: string; version: string; serverUrl: string },
): Promise<Json> {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const body = await requestBody(route.body);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary ?? `${route.method} ${path}`,
        parameters: [...pathParams, ...queryParameters(route.query)],
        ...(body ? { requestBody: body } : {}),
        ...(route.scope ? { security: [{ token: [] }], "x-scope": route.scope } : {}),
        responses: {
          "200": { description: "Success" },
          "400": { $ref: "#/components/responses/Error" },
          "401": { $ref: "#/components/responses/Error" },
          "404": { $ref: "#/components/responses/Error" },
          "429": { $ref: "#/components/responses/Error" },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        token: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "A personal access token, with or without 'Bearer '.",
        },
      },
      responses: {
        Error: {
          description: "An error",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["error", "description"],
                properties: { error: { type: "string" }, description: { type: "string" } },
              },
            },
          },
        },
      },
    },
  };
}
