import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { VALID_FILES } from "../../catalog/tests/archives";
import { recordDownload, rollUpDownloads } from "../../catalog/src/server/services/downloads/downloads";
import { createProject } from "../../catalog/src/server/services/projects/project-create";
import { acceptInvitation, inviteMember } from "../../catalog/src/server/services/teams/teams";
import { createVersion } from "../../catalog/src/server/services/versions/version-create";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { newId } from "../../core/src/db/ids";
import type { PgBoss } from "../../core/src/jobs";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import type { SearchHit } from "../src/server/engines/search-engine";
import { indexProjects } from "../src/server/indexer";
import { searchEngine } from "../src/server/engine";
import { eventually, startIndexWorker } from "./catalog-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// End to end: a change in the catalogue → its catalog.project-changed event → the search.index-projects job
// (worked by a real worker) → the hit GET /v2/search answers over HTTP.

tempDataDir("hopper-live-index-triggers-");
const database = setupTestDatabase();
const api = setupRestServer();
let boss: PgBoss;
beforeAll(async () => {
  boss = await startIndexWorker(database.db, database.url);
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

let requests = 0;
const search = async (query: Record<string, string>) => {
  const response = await api.json<{ hits: SearchHit[] }>(`/v2/search?${new URLSearchParams(query)}`, {
    ip: `198.51.100.${(requests++ % 200) + 1}`,
  });
  expect(response.status).toBe(200);
  return response.body.hits;
};

async function account(name: string) {
  const id = newId();
  const username = `${name}-${id.toLowerCase()}`;
  await database.db.user.create({ data: { id, username, usernameKey: username } });
  const { token } = await createPersonalAccessToken(database.db, {
    userId: id,
    name: "test",
    scopes: ["PROJECT_READ", "PROJECT_WRITE", "VERSION_CREATE", "VERSION_READ"],
  });
  return { id, username, token, actor: { userId: id, role: "user" as const } };
}

/** A public Fabric 1.20.1 mod, indexed. */
async function publicMod(slug: string) {
  const owner = await account("owner");
  const project = await createProject(database.db, owner.actor, {
    name: slug.replace(/-/g, " "),
    slug,
    projectType: "mod",
    summary: "Made for the live index tests",
  });
  const version = await createVersion(database.db, owner.actor, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: `${slug}.jar`, body: VALID_FILES.fabric.bytes() }],
  });
  await database.db.project.update({ where: { id: project.id }, data: { status: "approved" } });
  await indexProjects(database.db, await searchEngine(), [project.id]);
  return { project, version, owner };
}

const hitFor = async (slug: string) => (await search({ query: slug.replace(/-/g, " ") })).find((h) => h.slug === slug);

describe("live re-indexing triggers, end to end", () => {
  it("the download roll-up updates the downloads of the hit", async () => {
    const { project, version } = await publicMod("rolling-barrels");
    expect(await hitFor("rolling-barrels")).toMatchObject({ downloads: 0 });
    for (const ip of ["192.0.2.10", "192.0.2.11", "2001:db8:1::1"]) {
      await recordDownload(database.db, { projectId: project.id, versionId: version.id, ip });
    }
    await rollUpDownloads(database.db);
    await eventually("the hit shows 3 downloads", async () => (await hitFor("rolling-barrels"))?.downloads === 3);
    expect(await search({ facets: '[["downloads>=3"]]' })).toEqual([
      expect.objectContaining({ slug: "rolling-barrels" }),
    ]);
  });

  it("a version added with POST /v2/version makes its loader and game version searchable", async () => {
    const { project, owner } = await publicMod("quilted-quarries");
    const sameVersion = { facets: '[["categories:quilt"],["versions:1.21"]]' };
    expect(await search(sameVersion)).toEqual([]);
    const form = new FormData();
    form.set(
      "data",
      JSON.stringify({
        project_id: project.id,
        version_number: "2.0.0",
        loaders: ["quilt"],
        game_versions: ["1.21"],
        file_parts: ["main"],
      }),
    );
    form.set("main", new Blob([Buffer.from(VALID_FILES.quilt.bytes())]), "main.jar");
    const created = await api.json<{ id: string }>("/v2/version", {
      method: "POST",
      token: owner.token,
      ip: "198.51.100.250",
      body: form,
    });
    expect(created.status).toBe(200);
    await eventually("the new version's loader and game version find the project", async () =>
      (await search(sameVersion)).some((hit) => hit.project_id === project.id),
    );
    const hit = (await hitFor("quilted-quarries"))!;
    expect(hit.versions.sort()).toEqual(["1.20.1", "1.21"]);
    expect(hit.categories).toEqual(expect.arrayContaining(["fabric", "quilt"]));
    expect(hit.latest_version).toBe(created.body.id);
    // The same-version rule holds for the new version too: no version has Quilt on 1.20.1.
    expect(await search({ facets: '[["categories:quilt"],["versions:1.20.1"]]' })).toEqual([]);
  });

  it("transferring ownership over the API changes the author the hit names", async () => {
    const { project, owner } = await publicMod("handed-hoppers");
    const heir = await account("heir");
    await inviteMember(database.db, owner.actor, project.id, { userId: heir.id });
    await acceptInvitation(database.db, heir.actor, project.id);
    expect(await hitFor("handed-hoppers")).toMatchObject({ author: owner.username });
    const response = await api.request(`/v2/team/${project.teamId}/owner`, {
      method: "PATCH",
      token: owner.token,
      ip: "198.51.100.251",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user_id: heir.id }),
    });
    expect(response.status).toBe(204);
    await eventually(
      "the hit names the new owner",
      async () => (await hitFor("handed-hoppers"))?.author === heir.username,
    );
    expect(await search({ facets: JSON.stringify([[`author:${heir.username}`]]) })).toEqual([
      expect.objectContaining({ project_id: project.id }),
    ]);
  });
});
