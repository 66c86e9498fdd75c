import { beforeAll, describe, expect, it } from "vitest";

import type { HttpMethod, RestRoute } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

import { setupApi } from "../../../modules/catalog/tests/api-project-fixtures";
import { searchEngine } from "../../../modules/search/src/server/engine";
import { indexProjects } from "../../../modules/search/src/server/indexer";

// Real answers of key routes parse with the schema their route declares for /v2/openapi.json, and parsing
// keeps every field (zod drops unknown keys, so an answer with a field the schema lacks would not equal its
// parse): the documented shapes are the served ones.
const { database, send, user, tokenFor, project } = setupApi("openapi-responses");

const routes: RestRoute[] = modules.flatMap((m) => ("rest" in m && m.rest ? [...m.rest] : []));

async function expectDocumented(method: HttpMethod, template: string, url: string, token?: string, body?: unknown) {
  const route = routes.find((r) => r.method === method && r.path === template);
  if (!route) throw new Error(`no route ${method} ${template}`);
  const answer = await send(method, url, token, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBe(200);
  if (route.response.kind !== "json") throw new Error(`${method} ${template} documents no JSON answer`);
  const schema = await route.response.schema();
  const parsed = schema.safeParse(answer.body);
  expect(parsed.error?.issues ?? [], `${method} ${url}`).toEqual([]);
  expect(parsed.data).toEqual(answer.body);
}

let fixture: Awaited<ReturnType<typeof project>>;
let sha1 = "";

beforeAll(async () => {
  fixture = await project({ withVersion: true });
  const file = await database.db.versionFile.findFirstOrThrow({ where: { versionId: fixture.versionId! } });
  sha1 = file.sha1;
  await indexProjects(database.db, await searchEngine(), [fixture.id]);
});

describe("answers parse with their declared response schema", () => {
  it("projects, versions, files and teams", async () => {
    const { id, versionId, owner, teamId } = fixture;
    await expectDocumented("GET", "/v2/project/:id", `/v2/project/${id}`);
    await expectDocumented("GET", "/v2/projects", `/v2/projects?ids=${encodeURIComponent(JSON.stringify([id]))}`);
    await expectDocumented("GET", "/v2/project/:id/version", `/v2/project/${id}/version`);
    await expectDocumented("GET", "/v2/version/:id", `/v2/version/${versionId}`);
    await expectDocumented("GET", "/v2/version_file/:hash", `/v2/version_file/${sha1}`);
    await expectDocumented("POST", "/v2/version_files", "/v2/version_files", undefined, { hashes: [sha1] });
    await expectDocumented("GET", "/v2/project/:id/members", `/v2/project/${id}/members`, owner.token);
    await expectDocumented("GET", "/v2/team/:id/members", `/v2/team/${teamId}/members`);
    await expectDocumented("GET", "/v2/project/:id/dependencies", `/v2/project/${id}/dependencies`);
  });

  it("users, collections, search, tags and statistics", async () => {
    const { id, owner } = fixture;
    await expectDocumented("GET", "/v2/user", "/v2/user", owner.token);
    await expectDocumented("GET", "/v2/user/:id", `/v2/user/${owner.id}`);
    await expectDocumented("GET", "/v2/user/:id/projects", `/v2/user/${owner.id}/projects`);
    const collector = await user();
    const token = await tokenFor(collector.id, ["COLLECTION_CREATE", "COLLECTION_READ"]);
    await expectDocumented("POST", "/v3/collection", "/v3/collection", token, { name: "Documented", projects: [id] });
    await expectDocumented("GET", "/v3/user/:id/collections", `/v3/user/${collector.id}/collections`, token);
    const search = await send<{ hits: { project_id: string }[] }>("GET", "/v2/search?query=Api", undefined);
    expect(search.body.hits.map((hit) => hit.project_id)).toContain(id);
    await expectDocumented("GET", "/v2/search", "/v2/search?query=Api");
    await expectDocumented("GET", "/v2/tag/:kind", "/v2/tag/loader");
    await expectDocumented("GET", "/v2/tag/:kind", "/v2/tag/game_version");
    await expectDocumented("GET", "/v2/statistics", "/v2/statistics");
  });
});
