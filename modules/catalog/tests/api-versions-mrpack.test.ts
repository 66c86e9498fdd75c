import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PrismaPg } from "@prisma/adapter-pg";

import { PrismaClient } from "../../core/src/db/generated/client";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { zip, VALID_FILES } from "./archives";
import { modWithVersions, userWithToken } from "./api-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The scenario, as a launcher lives it: a real .mrpack whose modrinth.index.json lists jars that are
// published on Hopper as versions of several projects. The launcher looks every file of the pack up by hash in
// one request, then asks which of them have updates for its loader and game version.

tempDataDir("hopper-api-mrpack-");
const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

interface VersionBody {
  id: string;
  project_id: string;
  version_number: string;
  files: { hashes: { sha1: string; sha512: string } }[];
}

let ip = 0;
const post = <T>(url: string, body: unknown, token?: string) =>
  api.json<T>(url, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
    token,
    ip: `192.0.2.${(ip++ % 250) + 1}`,
  });

type Mod = Awaited<ReturnType<typeof modWithVersions>>;
let owner: Awaited<ReturnType<typeof userWithToken>>;
/** The projects whose jars are in the pack, keyed by their role in the scenario. */
const mods = {} as Record<"sodium" | "lithium" | "iris" | "modmenu" | "hidden" | "unlisted", Mod>;
let pack: Uint8Array;
let packVersionId: string;
const UNKNOWN = { sha1: "f".repeat(40), sha512: "e".repeat(128) };

/** What a launcher reads from a pack: each file's path and hashes. */
function readIndex(bytes: Uint8Array) {
  const entries = unzipSync(bytes, { filter: (file) => file.name === "modrinth.index.json" });
  const index = JSON.parse(strFromU8(entries["modrinth.index.json"]!)) as {
    files: { path: string; hashes: { sha1: string; sha512: string } }[];
    dependencies: Record<string, string>;
  };
  return index;
}

beforeAll(async () => {
  owner = await userWithToken(db(), "user", ["VERSION_CREATE", "VERSION_WRITE", "VERSION_READ"]);
  mods.sodium = await modWithVersions(db(), owner.actor, [{ number: "0.5.0", loaders: ["fabric", "quilt"] }]);
  mods.lithium = await modWithVersions(db(), owner.actor, [{ number: "0.11.0" }]);
  mods.iris = await modWithVersions(db(), owner.actor, [{ number: "1.6.0" }]);
  mods.modmenu = await modWithVersions(db(), owner.actor, [{ number: "7.0.0" }]);
  mods.unlisted = await modWithVersions(db(), owner.actor, [{ number: "1.0.0" }], "unlisted");
  mods.hidden = await modWithVersions(db(), owner.actor, [{ number: "1.0.0" }]);

  const fileOf = (mod: Mod) => mod.versions[0]!.files[0]!;
  const entry = (name: string, hashes: { sha1: string; sha512: string }) => ({
    path: `mods/${name}.jar`,
    hashes: { sha1: hashes.sha1, sha512: hashes.sha512 },
    env: { client: "required", server: "required" },
    downloads: [`https://cdn.example.org/${name}.jar`],
    fileSize: 1024,
  });
  pack = zip({
    "modrinth.index.json": JSON.stringify({
      formatVersion: 1,
      game: "minecraft",
      versionId: "1.0.0",
      name: "Hopper Test Pack",
      files: [
        ...(["sodium", "lithium", "iris", "modmenu", "unlisted", "hidden"] as const).map((name) =>
          entry(name, fileOf(mods[name])),
        ),
        entry("not-on-hopper", UNKNOWN),
      ],
      dependencies: { minecraft: "1.20.1", "fabric-loader": "0.15.11" },
    }),
    "overrides/config/sodium-options.json": "{}",
  });

  // The pack itself is published on Hopper through the public API, as a modpack version.
  const modpack = await createProject(db(), owner.actor, {
    name: "Test Pack",
    slug: `test-pack-${Date.now()}`,
    projectType: "modpack",
    summary: "A pack of published jars",
  });
  const form = new FormData();
  form.set(
    "data",
    JSON.stringify({
      project_id: modpack.id,
      version_number: "1.0.0",
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
      file_parts: ["pack"],
    }),
  );
  form.set("pack", new Blob([Buffer.from(pack)]), "hopper-test-pack-1.0.0.mrpack");
  const created = await api.json<{ id: string }>("/v2/version", { method: "POST", body: form, token: owner.token });
  expect(created.status).toBe(200);
  packVersionId = created.body.id;
  // The hidden project goes private after the pack was made (it must vanish from the answers).
  await db().project.update({ where: { id: mods.hidden.project.id }, data: { status: "private" } });
});

describe("a modpack's files, looked up in bulk", () => {
  it("publishing the pack recorded each Hopper jar as an embedded dependency", async () => {
    const dependencies = await db().dependency.findMany({ where: { versionId: packVersionId } });
    const onHopper = dependencies.filter((d) => d.dependencyVersionId).map((d) => d.dependencyVersionId);
    expect(onHopper.sort()).toEqual(
      Object.values(mods)
        .map((mod) => mod.versions[0]!.id)
        .sort(),
    );
    expect(dependencies.find((d) => !d.dependencyVersionId)?.fileName).toBe("mods/not-on-hopper.jar");
  });

  it.each(["sha1", "sha512"] as const)(
    "POST /v2/version_files finds every visible jar of the pack by %s",
    async (algorithm) => {
      const index = readIndex(pack);
      const hashes = index.files.map((file) => file.hashes[algorithm]);
      expect(hashes).toHaveLength(7);
      const { status, body } = await post<Record<string, VersionBody>>("/v2/version_files", { hashes, algorithm });
      expect(status).toBe(200);
      const expected = (["sodium", "lithium", "iris", "modmenu", "unlisted"] as const).map((name) => [
        mods[name].versions[0]!.files[0]![algorithm],
        mods[name].versions[0]!.id,
        mods[name].project.id,
      ]);
      expect(
        Object.entries(body)
          .map(([hash, v]) => [hash, v.id, v.project_id])
          .sort(),
      ).toEqual(expected.sort());
      // The team still sees its private project's jar.
      const asOwner = await post<Record<string, VersionBody>>("/v2/version_files", { hashes, algorithm }, owner.token);
      expect(asOwner.body[mods.hidden.versions[0]!.files[0]![algorithm]]?.id).toBe(mods.hidden.versions[0]!.id);
    },
  );

  it("POST /v2/version_file/project names each visible jar's project", async () => {
    const hashes = readIndex(pack).files.map((file) => file.hashes.sha512);
    const { status, body } = await post<Record<string, { id: string; slug: string; versions: string[] }>>(
      "/v2/version_file/project",
      { hashes },
    );
    expect(status).toBe(200);
    const expected = (["sodium", "lithium", "iris", "modmenu", "unlisted"] as const).map((name) => [
      mods[name].versions[0]!.files[0]!.sha512,
      mods[name].project.id,
      mods[name].project.slug,
    ]);
    expect(
      Object.entries(body)
        .map(([hash, p]) => [hash, p.id, p.slug])
        .sort(),
    ).toEqual(expected.sort());
    const bad = await post<{ error: string }>("/v2/version_file/project", { hashes: [] });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid_input" } });
  });

  it("POST /v2/version_files/update offers newer versions only where loader, game version and channel fit", async () => {
    const publish = async (
      mod: Mod,
      spec: { number: string; loaders: string[]; gameVersions: string[]; versionType?: string },
    ) =>
      createVersion(db(), owner.actor, mod.project.id, {
        versionNumber: spec.number,
        loaders: spec.loaders,
        gameVersions: spec.gameVersions,
        versionType: spec.versionType,
        files: [{ filename: `${mod.project.slug}-${spec.number}.jar`, body: VALID_FILES.fabric.bytes() }],
      });
    // sodium: a newer fabric release for 1.20.1 → the update.
    const sodiumNext = await publish(mods.sodium, { number: "0.5.8", loaders: ["fabric"], gameVersions: ["1.20.1"] });
    // lithium: newer, but only for 1.21.1 → no update for a 1.20.1 pack.
    await publish(mods.lithium, { number: "0.12.0", loaders: ["fabric"], gameVersions: ["1.21.1"] });
    // iris: newer, but a beta → no update when only releases are wanted.
    const irisBeta = await publish(mods.iris, {
      number: "1.7.0-beta",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      versionType: "beta",
    });
    // modmenu: newer for quilt only → no update for a fabric pack; then a newer fabric one, made a draft → none.
    await publish(mods.modmenu, { number: "7.1.0", loaders: ["quilt"], gameVersions: ["1.20.1"] });
    const draft = await publish(mods.modmenu, { number: "7.2.0", loaders: ["fabric"], gameVersions: ["1.20.1"] });
    await db().version.update({ where: { id: draft.id }, data: { status: "draft" } });
    // unlisted project: a newer fabric release → the update (unlisted projects are reachable by hash).
    const unlistedNext = await publish(mods.unlisted, {
      number: "1.1.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
    });
    // hidden (private) project: a newer release that outsiders must not learn about.
    await publish(mods.hidden, { number: "1.1.0", loaders: ["fabric"], gameVersions: ["1.20.1"] });

    const index = readIndex(pack);
    const hashes = index.files.map((file) => file.hashes.sha1);
    const { status, body } = await post<Record<string, VersionBody>>("/v2/version_files/update", {
      hashes,
      algorithm: "sha1",
      loaders: ["fabric"],
      game_versions: [index.dependencies.minecraft],
      version_types: ["release"],
    });
    expect(status).toBe(200);
    const current = (name: keyof typeof mods) => mods[name].versions[0]!;
    const answer = (name: keyof typeof mods) => body[current(name).files[0]!.sha1]?.version_number;
    expect({
      sodium: answer("sodium"),
      lithium: answer("lithium"),
      iris: answer("iris"),
      modmenu: answer("modmenu"),
      unlisted: answer("unlisted"),
      hidden: answer("hidden"),
      unknown: body[UNKNOWN.sha1],
    }).toEqual({
      sodium: "0.5.8",
      lithium: "0.11.0",
      iris: "1.6.0",
      modmenu: "7.0.0",
      unlisted: "1.1.0",
      hidden: undefined,
      unknown: undefined,
    });
    expect(body[current("sodium").files[0]!.sha1]!.id).toBe(sodiumNext.id);
    expect(body[current("unlisted").files[0]!.sha1]!.id).toBe(unlistedNext.id);
    const updated = Object.entries(body)
      .filter(
        ([hash, version]) =>
          version.id !== Object.values(mods).find((m) => m.versions[0]!.files[0]!.sha1 === hash)!.versions[0]!.id,
      )
      .map(([hash]) => hash);
    expect(updated.sort()).toEqual([current("sodium").files[0]!.sha1, current("unlisted").files[0]!.sha1].sort());

    // Betas allowed: iris moves to its beta. Any game version: lithium moves to 0.12.0.
    const wider = await post<Record<string, VersionBody>>("/v2/version_files/update", {
      hashes: index.files.map((file) => file.hashes.sha512),
      loaders: ["fabric"],
      version_types: ["release", "beta"],
    });
    expect(wider.body[current("iris").files[0]!.sha512]!.id).toBe(irisBeta.id);
    expect(wider.body[current("lithium").files[0]!.sha512]!.version_number).toBe("0.12.0");
    expect(wider.body[current("modmenu").files[0]!.sha512]!.version_number).toBe("7.0.0");

    // Quilt users of modmenu see 7.1.0, through the per-hash form.
    const individual = await post<Record<string, VersionBody>>("/v2/version_files/update_individual", {
      algorithm: "sha1",
      hashes: [
        { hash: current("modmenu").files[0]!.sha1, loaders: ["quilt"], game_versions: ["1.20.1"] },
        { hash: current("sodium").files[0]!.sha1, loaders: ["fabric"], game_versions: ["1.20.1"] },
      ],
    });
    expect(individual.body[current("modmenu").files[0]!.sha1]!.version_number).toBe("7.1.0");
    expect(individual.body[current("sodium").files[0]!.sha1]!.version_number).toBe("0.5.8");

    // Every fitting version, newest first, for launchers that let people pick.
    const many = await post<Record<string, VersionBody[]>>("/v2/version_files/update_many", {
      hashes: [current("sodium").files[0]!.sha1, current("modmenu").files[0]!.sha1, current("hidden").files[0]!.sha1],
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
    });
    expect(
      Object.fromEntries(Object.entries(many.body).map(([hash, list]) => [hash, list.map((v) => v.version_number)])),
    ).toEqual({
      [current("sodium").files[0]!.sha1]: ["0.5.8", "0.5.0"],
      [current("modmenu").files[0]!.sha1]: ["7.0.0"],
    });
  });
});

describe("bulk lookups run a constant number of queries", () => {
  let counting: PrismaClient<"query">;
  let queries = 0;
  beforeAll(() => {
    counting = new PrismaClient({
      adapter: new PrismaPg({ connectionString: database.url, max: 2 }),
      log: [{ emit: "event", level: "query" }],
    });
    counting.$on("query", () => {
      queries += 1;
    });
  });
  afterAll(async () => {
    await counting.$disconnect();
  });

  /** Calls a handler directly on the counting client and answers how many SQL statements it ran. */
  async function statements(route: string, body: unknown) {
    const { default: handler } = await import(`../src/server/rest/${route}.ts`);
    const url = new URL("http://h.test/v2/x");
    queries = 0;
    const response = await (handler as (r: Request, c: unknown) => Promise<Response>)(
      new Request(url, { method: "POST", body: JSON.stringify(body) }),
      { db: counting, viewer: null, ip: null, params: {}, url },
    );
    expect(response.status).toBe(200);
    return { count: queries, found: Object.keys((await response.json()) as object).length };
  }

  it.each(["version-files", "version-files-update"])("%s: one statement for 2 hashes and for 6", async (route) => {
    const all = Object.values(mods)
      .filter((mod) => mod !== mods.hidden)
      .map((mod) => mod.versions[0]!.files[0]!.sha1);
    const few = await statements(route, { hashes: all.slice(0, 2), algorithm: "sha1" });
    const many = await statements(route, { hashes: all, algorithm: "sha1" });
    expect([few.found, many.found]).toEqual([2, all.length]);
    expect(few.count).toBeGreaterThan(0);
    expect(many.count).toBe(few.count);
    // One statement finds the files, checks visibility and loads each version with its files and dependencies.
    expect(many.count).toBe(1);
  });
});
