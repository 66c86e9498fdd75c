import { describe, expect, it } from "vitest";

import { modules } from "@hopper/generated/modules";

import { setupRestServer } from "../../../tests/support/rest-server";
import { setupTestDatabase } from "../../../tests/setup/test-database";

setupTestDatabase();
const api = setupRestServer();

type Operation = {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

async function documentOf(): Promise<Doc> {
  const { status, body } = await api.json<Doc>("/v2/openapi.json");
  expect(status).toBe(200);
  return body;
}

describe("/v2/openapi.json request bodies", () => {
  it("every route that takes a body declares it (or says it reads none)", () => {
    const undeclared = modules
      .flatMap((m) => ("rest" in m && m.rest ? m.rest : []))
      .filter((route) => ["POST", "PATCH", "PUT"].includes(route.method) && !route.body)
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });

  it("documents JSON bodies from the schemas the handlers validate with", async () => {
    const doc = await documentOf();
    const files = doc.paths["/v2/version_files"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(files).toMatchObject({
      type: "object",
      required: ["hashes"],
      properties: { hashes: { type: "array" }, algorithm: { enum: ["sha1", "sha512"] } },
    });
    const patch = doc.paths["/v2/version/{id}"]?.patch?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys((patch?.properties as object) ?? {})).toEqual(
      expect.arrayContaining(["name", "version_number", "dependencies", "primary_file", "file_types"]),
    );
    const invite = doc.paths["/v2/team/{id}/members"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(invite).toMatchObject({ required: ["user_id"] });
  });

  it("documents multipart uploads with their JSON data part, and raw image bodies", async () => {
    const doc = await documentOf();
    const upload = doc.paths["/v2/version"]?.post?.requestBody?.content["multipart/form-data"];
    const data = (upload?.schema.properties as Record<string, { required?: string[] }> | undefined)?.data;
    expect(data?.required).toEqual(
      expect.arrayContaining(["project_id", "version_number", "loaders", "game_versions"]),
    );
    expect(upload?.schema).toMatchObject({ required: ["data"], additionalProperties: { format: "binary" } });
    const icon = doc.paths["/v2/project/{id}/icon"]?.patch?.requestBody?.content ?? {};
    expect(Object.keys(icon)).toEqual(["image/png", "image/jpeg", "image/gif", "image/webp"]);
    // a route that reads no body documents none
    expect(doc.paths["/v2/project/{id}/follow"]?.post?.requestBody).toBeUndefined();
  });
});
