// A server's content (procedures `hosting.content.*`) against a REAL agent process on the real Docker engine and
// the real catalogue (projects and versions created through its services, their files served by its /data route
// on a real socket): install a mod and its required dependency into mods/, remove, update to a newer version, a
// modpack's files and overrides land; who may do what (docs/hosting.md "Content").
import { createHash } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { resetConfigCache } from "../../core/src/config";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { GET as catalogueDownload } from "../../catalog/src/server/http/download";
import { createProject } from "../../catalog/src/server/services/projects/project-create";
import { createVersion } from "../../catalog/src/server/services/versions/version-create";
import { zip } from "../../catalog/tests/archives";
import { indexProjects } from "../../search/src/server/indexer";
import { searchEngine } from "../../search/src/server/engine";
import { agentFetch, agentJson } from "../src/server/services/agent/agent-client";
import { hostingRouter } from "../src/server/router";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, type Person } from "./support/server-on-agent";

tempDataDir("hopper-hosting-content-");
const database = setupTestDatabase();
const docker = await dockerAvailable("hosting content");
const createCaller = createCallerFactory(hostingRouter);
const content = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null }).content;
// The catalogue's file route: the agent downloads installed content from this site's public address (HOPPER_URL).
const site = setupRouteServer(catalogueDownload);

const GAME = "1.21.4";
let slugs = 0;
const jar = (id: string, version: string) =>
  zip({ "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version, depends: { minecraft: GAME } }) });

describe.skipIf(!docker)("server content", () => {
  let agent: TestAgent;
  let author: Person;
  let owner: Person;
  let serverId: string;

  async function mod(name: string, options: { requires?: string; version?: string } = {}) {
    const project = await createProject(database.db, author.actor, {
      name,
      slug: `content-${name.toLowerCase().replace(/\W/g, "-")}-${++slugs}-${Date.now()}`,
      projectType: "mod",
      summary: `${name} for the content tests`,
    });
    // Listed in the catalogue (what a customer can install), as moderation leaves an approved project.
    await database.db.project.update({ where: { id: project.id }, data: { status: "approved" } });
    const version = await addVersion(project.id, name, options.version ?? "1.0.0", options.requires);
    return { project, version };
  }

  async function addVersion(projectId: string, name: string, number: string, requires?: string) {
    return createVersion(database.db, author.actor, projectId, {
      versionNumber: number,
      loaders: ["fabric"],
      gameVersions: [GAME],
      files: [
        {
          filename: `${name.toLowerCase().replace(/\W/g, "-")}-${number}.jar`,
          body: jar(`m${projectId}`.toLowerCase(), number),
        },
      ],
      dependencies: requires ? [{ dependencyType: "required", projectId: requires }] : [],
    });
  }

  const onNode = async (path: string) =>
    (
      await agentJson<{ entries: { name: string }[] }>(
        agent.node,
        "GET",
        `api/servers/${server().agentId}/files/list`,
        {
          query: { path },
        },
      )
    ).entries.map((entry) => entry.name);
  let serverRow: Awaited<ReturnType<typeof serverOnAgent>>;
  const server = () => serverRow;

  beforeAll(async () => {
    process.env.HOPPER_URL = site.origin;
    resetConfigCache();
    agent = await startTestAgent({ db: database.db });
    [author, owner] = await Promise.all([signedInPerson(database.db), signedInPerson(database.db)]);
    serverRow = await serverOnAgent(database.db, agent.node, owner.id, agent.image);
    serverId = serverRow.id;
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
    delete process.env.HOPPER_URL;
    resetConfigCache();
  });

  it("installs a mod and its required dependency into mods/, lists both, and removes one", async () => {
    const library = await mod("Library API");
    const main = await mod("Main Mod", { requires: library.project.id });
    const result = await content(owner.viewer).install({ id: serverId, projectId: main.project.id });
    // The dependency first, then the mod.
    expect(result.installed.map((step) => step.projectId)).toEqual([library.project.id, main.project.id]);
    const files = await onNode("mods");
    expect(files).toEqual(expect.arrayContaining(["library-api-1.0.0.jar", "main-mod-1.0.0.jar"]));

    const listed = await content(owner.viewer).list({ id: serverId });
    expect(listed.items.map((item) => item.title).sort()).toEqual(["Library API", "Main Mod"]);
    expect(listed.items.every((item) => item.update === null)).toBe(true);

    // Installing again is refused and changes nothing.
    await expect(content(owner.viewer).install({ id: serverId, projectId: main.project.id })).rejects.toThrow(
      "already installed",
    );

    await content(owner.viewer).remove({ id: serverId, projectId: main.project.id });
    expect(await onNode("mods")).not.toContain("main-mod-1.0.0.jar");
    expect(await onNode("mods")).toContain("library-api-1.0.0.jar");
    expect((await content(owner.viewer).list({ id: serverId })).items.map((item) => item.title)).toEqual([
      "Library API",
    ]);
  });

  it("updates an installed mod to its newest compatible version (the old file goes)", async () => {
    const tool = await mod("Updatable Tool");
    await content(owner.viewer).install({ id: serverId, projectId: tool.project.id });
    const newer = await addVersion(tool.project.id, "Updatable Tool", "2.0.0");
    const listed = await content(owner.viewer).list({ id: serverId });
    expect(listed.items.find((item) => item.projectId === tool.project.id)?.update).toMatchObject({
      versionId: newer.id,
      versionNumber: "2.0.0",
    });
    await content(owner.viewer).update({ id: serverId, projectId: tool.project.id });
    const files = await onNode("mods");
    expect(files).toContain("updatable-tool-2.0.0.jar");
    expect(files).not.toContain("updatable-tool-1.0.0.jar");
    await expect(content(owner.viewer).update({ id: serverId, projectId: tool.project.id })).rejects.toThrow(
      "up to date",
    );
  });

  it("refuses a project with no version for the server's loader and game version", async () => {
    const project = await createProject(database.db, author.actor, {
      name: "Old Mod",
      slug: `content-old-${++slugs}-${Date.now()}`,
      projectType: "mod",
      summary: "Only for an old game version",
    });
    await database.db.project.update({ where: { id: project.id }, data: { status: "approved" } });
    await createVersion(database.db, author.actor, project.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.16.5"],
      files: [{ filename: "old-mod.jar", body: jar("oldmod", "1.0.0") }],
    });
    await expect(content(owner.viewer).install({ id: serverId, projectId: project.id })).rejects.toThrow(
      `no version for fabric ${GAME}`,
    );
    expect((await content(owner.viewer).list({ id: serverId })).items.map((i) => i.projectId)).not.toContain(
      project.id,
    );
  });

  it("finds compatible projects in the catalogue search, marking installed ones", async () => {
    const found = await mod("Searchable Gadget");
    await indexProjects(database.db, await searchEngine(), [found.project.id]);
    const result = await content(owner.viewer).search({ id: serverId, query: "Searchable Gadget" });
    expect(result.hits.map((hit) => hit.projectId)).toContain(found.project.id);
    expect(result.hits.find((hit) => hit.projectId === found.project.id)?.installed).toBe(false);
  });

  it("installs a modpack: its server files download into their paths, overrides and server-overrides land", async () => {
    const library = await mod("Pack Library");
    const file = library.version.files[0]!;
    const bytes = jar(`m${library.project.id}`.toLowerCase(), "1.0.0");
    const index = {
      formatVersion: 1,
      game: "minecraft",
      versionId: "1.0.0",
      name: "Test Pack",
      files: [
        {
          path: "mods/pack-library.jar",
          hashes: { sha1: file.sha1, sha512: file.sha512 },
          env: { client: "required", server: "required" },
          downloads: [`${site.origin}/data/${library.project.id}/versions/${library.version.id}/${file.filename}`],
          fileSize: bytes.length,
        },
        {
          path: "mods/client-only.jar",
          hashes: { sha1: "0".repeat(40), sha512: createHash("sha512").update("x").digest("hex") },
          env: { client: "required", server: "unsupported" },
          downloads: [`${site.origin}/nowhere.jar`],
          fileSize: 1,
        },
      ],
      dependencies: { minecraft: GAME, "fabric-loader": "0.16.10" },
    };
    const pack = await createProject(database.db, author.actor, {
      name: "Test Pack",
      slug: `content-pack-${++slugs}-${Date.now()}`,
      projectType: "modpack",
      summary: "A modpack for the content tests",
    });
    await database.db.project.update({ where: { id: pack.id }, data: { status: "approved" } });
    await createVersion(database.db, author.actor, pack.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: [GAME],
      files: [
        {
          filename: "test-pack-1.0.0.mrpack",
          body: zip({
            "modrinth.index.json": JSON.stringify(index),
            "overrides/config/pack.txt": "from overrides",
            "overrides/config/both.txt": "overrides",
            "server-overrides/config/both.txt": "server-overrides",
          }),
        },
      ],
    });
    const result = await content(owner.viewer).installModpack({ id: serverId, projectId: pack.id });
    expect(result).toMatchObject({ files: 1, overrides: 2 });
    const mods = await onNode("mods");
    expect(mods).toContain("pack-library.jar");
    expect(mods).not.toContain("client-only.jar");
    const read = async (path: string) =>
      (await agentFetch(agent.node, "GET", `api/servers/${server().agentId}/files/read`, { query: { path } })).text();
    expect(await read("config/pack.txt")).toBe("from overrides");
    expect(await read("config/both.txt")).toBe("server-overrides");
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    expect(row.modpackVersionId).not.toBeNull();
  });

  it("answers 'Server not found' to anonymous callers, other users and moderators; an admin may act", async () => {
    const thing = await mod("Guarded Thing");
    const [other, moderator, admin] = await Promise.all([
      signedInPerson(database.db),
      signedInPerson(database.db, "moderator"),
      signedInPerson(database.db, "admin"),
    ]);
    const input = { id: serverId, projectId: thing.project.id };
    await expect(content(null).install(input)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const person of [other, moderator]) {
      await expect(content(person.viewer).install(input)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(content(person.viewer).list({ id: serverId })).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(content(person.viewer).remove(input)).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(content(person.viewer).search({ id: serverId, query: "" })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect(await onNode("mods")).not.toContain("guarded-thing-1.0.0.jar");
    await expect(content(owner.viewer).install({ id: serverId, projectId: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      content(owner.viewer).install({ id: "x".repeat(100), projectId: thing.project.id }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await content(admin.viewer).install(input);
    expect(await onNode("mods")).toContain("guarded-thing-1.0.0.jar");
  });
});
