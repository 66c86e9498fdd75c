import { z } from "zod";

import type { RestRoute } from "./rest";

type Json = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the public API, built from the routes modules declare and the zod schemas
 * that validate their query strings, so the reference cannot drift from what the server accepts.
 */
export function openApiDocument(
  routes: readonly RestRoute[],
  info: { title: string; version: string; serverUrl: string },
): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const queryParams = route.query
      ? Object.entries(
          (z.toJSONSchema(route.query, { io: "input" }) as { properties?: Record<string, Json>; required?: string[] })
            .properties ?? {},
        ).map(([name, schema]) => ({
          name,
          in: "query",
          required:
            (z.toJSONSchema(route.query!, { io: "input" }) as { required?: string[] }).required?.includes(name) ??
            false,
          schema,
        }))
      : [];
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        summary: route.summary ?? `${route.method} ${path}`,
        parameters: [...pathParams, ...queryParams],
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
