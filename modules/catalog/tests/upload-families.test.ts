import { existsSync, readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { storage, uploadTempDir } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { ZIP_BOMB } from "../src/server/services/versions/intake/archive";
import { inspectFile } from "../src/server/services/versions/intake/file-checks";
import { createProject } from "../src/server/services/projects/project-create";
import { resetCatalogSettings } from "../src/server/settings";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES, zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The metadata check of every loader family, and the zip-bomb guard's total-size limit and unsafe-path refusal.
// Every refusal leaves no version, no stored object and no temp file.

const KiB = 1024;
const TOTAL_LIMIT = 512 * KiB;
tempDataDir("hopper-upload-families-");
process.env.CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES = String(TOTAL_LIMIT);
resetCatalogSettings();
const database = setupTestDatabase();

async function projectOf(projectType: string) {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Family test",
    slug: uniqueSlug(projectType),
    projectType,
    summary: "A project for loader family tests",
  });
  return { owner, project };
}

async function storedKeys(projectId: string) {
  const keys: string[] = [];
  for await (const item of storage().list(`data/${projectId}/`)) keys.push(item.key);
  return keys;
}
const tempFiles = () => (existsSync(uploadTempDir()) ? readdirSync(uploadTempDir()) : []);

/** Uploads one file and expects the exact refusal, with nothing left behind. */
async function expectRefused(
  projectType: string,
  filename: string,
  bytes: Uint8Array,
  loaders: string[],
  message: string,
) {
  const { owner, project } = await projectOf(projectType);
  await expect(
    createVersion(database.db, owner, project.id, {
      versionNumber: "1.0.0",
      loaders,
      gameVersions: ["1.20.1"],
      files: [{ filename, body: bytes }],
    }),
  ).rejects.toMatchObject({ code: "invalid_input", message });
  expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(0);
  expect(await storedKeys(project.id)).toEqual([]);
  expect(tempFiles()).toEqual([]);
}

async function expectAccepted(projectType: string, filename: string, bytes: Uint8Array, loaders: string[]) {
  const { owner, project } = await projectOf(projectType);
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders,
    gameVersions: ["1.20.1"],
    files: [{ filename, body: bytes }],
  });
  expect(version.files.map((file) => file.filename)).toEqual([filename]);
  expect(await storedKeys(project.id)).toHaveLength(1);
}

const unrelated = () => zip({ "readme.txt": "no metadata here", "assets/x.png": "png" });

describe("a file without its loader's metadata is refused with a message naming what is missing", () => {
  it.each([
    ["quilt", "mod", "q.jar", "q.jar is not a valid Quilt mod: it must contain quilt.mod.json or fabric.mod.json."],
    ["forge", "mod", "f.jar", "f.jar is not a valid Forge mod: it must contain META-INF/mods.toml or mcmod.info."],
    [
      "neoforge",
      "mod",
      "n.jar",
      "n.jar is not a valid NeoForge mod: it must contain META-INF/neoforge.mods.toml or META-INF/mods.toml.",
    ],
    ["liteloader", "mod", "l.litemod", "l.litemod is not a valid LiteLoader mod: it must contain litemod.json."],
    ["rift", "mod", "r.jar", "r.jar is not a valid Rift mod: it must contain riftmod.json."],
    ["babric", "mod", "b.jar", "b.jar is not a valid Fabric mod: it must contain fabric.mod.json."],
    ["legacy-fabric", "mod", "lf.jar", "lf.jar is not a valid Fabric mod: it must contain fabric.mod.json."],
    ["ornithe", "mod", "o.jar", "o.jar is not a valid Fabric mod: it must contain fabric.mod.json."],
    [
      "folia",
      "plugin",
      "fo.jar",
      "fo.jar is not a valid server plugin: it must contain plugin.yml or paper-plugin.yml.",
    ],
    ["bungeecord", "plugin", "bc.jar", "bc.jar is not a valid proxy plugin: it must contain bungee.yml or plugin.yml."],
    ["waterfall", "plugin", "wf.jar", "wf.jar is not a valid proxy plugin: it must contain bungee.yml or plugin.yml."],
    ["velocity", "plugin", "v.jar", "v.jar is not a valid Velocity plugin: it must contain velocity-plugin.json."],
    [
      "sponge",
      "plugin",
      "s.jar",
      "s.jar is not a valid Sponge plugin: it must contain META-INF/sponge_plugins.json or sponge_plugins.json or mcmod.info.",
    ],
    ["datapack", "datapack", "d.zip", "d.zip is not a valid data pack: it must contain pack.mcmeta."],
    ["canvas", "shader", "c.zip", "c.zip is not a valid shader pack: it must contain pack.mcmeta."],
    ["vanilla", "shader", "va.zip", "va.zip is not a valid shader pack: it must contain pack.mcmeta."],
    [
      "java-agent",
      "mod",
      "agent.jar",
      "agent.jar is not a valid Java agent: it must contain META-INF/MANIFEST.MF naming a Premain-Class, Agent-Class or Launcher-Agent-Class.",
    ],
    [
      "nilloader",
      "mod",
      "nil.jar",
      "nil.jar is not a valid NilLoader mod: it must contain a .nilmod.css file at its root.",
    ],
    [
      "modloader",
      "mod",
      "ml.zip",
      "ml.zip is not a valid ModLoader mod: it must contain a mod_*.class file at its root.",
    ],
  ])("%s", async (loader, projectType, filename, message) => {
    await expectRefused(projectType, filename, unrelated(), [loader], message);
  });
});

describe("java-agent, nilloader and modloader: the metadata those loaders really read", () => {
  const manifest = (text: string) => zip({ "META-INF/MANIFEST.MF": text, "dev/Agent.class": "class" });
  const agentRefusal =
    "a.jar is not a valid Java agent: it must contain META-INF/MANIFEST.MF naming a Premain-Class, Agent-Class or Launcher-Agent-Class.";

  it.each([
    ["Premain-Class (-javaagent)", "Manifest-Version: 1.0\nPremain-Class: dev.Agent\n"],
    ["Agent-Class (attach)", "Manifest-Version: 1.0\r\nAgent-Class: dev.Agent\r\n"],
    [
      "Launcher-Agent-Class (executable jar)",
      "Manifest-Version: 1.0\nMain-Class: dev.Main\nLauncher-Agent-Class: dev.Agent\n",
    ],
    ["a name in another case", "Manifest-Version: 1.0\npremain-class: dev.Agent\n"],
  ])("a java agent with %s is accepted", async (_name, text) => {
    await expectAccepted("mod", "a.jar", manifest(text), ["java-agent"]);
  });

  it.each([
    ["a plain jar's manifest", "Manifest-Version: 1.0\nMain-Class: dev.Main\n"],
    ["an empty Premain-Class", "Manifest-Version: 1.0\nPremain-Class: \n"],
    [
      "Premain-Class only in a per-entry section",
      "Manifest-Version: 1.0\n\nName: dev/Agent.class\nPremain-Class: dev.Agent\n",
    ],
  ])("a java agent with %s is refused", async (_name, text) => {
    await expectRefused("mod", "a.jar", manifest(text), ["java-agent"], agentRefusal);
  });

  it("a nilmod descriptor inside a folder does not count", async () => {
    await expectRefused(
      "mod",
      "nil.jar",
      zip({ "assets/tweaks.nilmod.css": "@nilmod {}" }),
      ["nilloader"],
      "nil.jar is not a valid NilLoader mod: it must contain a .nilmod.css file at its root.",
    );
  });

  it("a ModLoader mod is a jar or a zip with mod_*.class in the default package, not in a package", async () => {
    await expectAccepted("mod", "ml.jar", zip({ "mod_Minimap.class": "class" }), ["modloader"]);
    await expectRefused(
      "mod",
      "ml.zip",
      zip({ "net/minecraft/src/mod_Minimap.class": "class" }),
      ["modloader"],
      "ml.zip is not a valid ModLoader mod: it must contain a mod_*.class file at its root.",
    );
  });

  it("a java agent or NilLoader mod must be a jar", async () => {
    await expectRefused(
      "mod",
      "agent.zip",
      VALID_FILES.javaAgent.bytes(),
      ["java-agent"],
      "A Java agent must be a .jar file, not agent.zip.",
    );
    await expectRefused(
      "mod",
      "nil.zip",
      VALID_FILES.nilloader.bytes(),
      ["nilloader"],
      "A NilLoader mod must be a .jar file, not nil.zip.",
    );
  });
});

describe("the zip-bomb guard", () => {
  /** Zeros deflate about a thousandfold: a few KiB on disk that declare `entries` × `each` bytes. */
  const zeros = (entries: number, each: number) =>
    zip({
      "pack.mcmeta": JSON.stringify({ pack: { pack_format: 15, description: "zeros" } }),
      ...Object.fromEntries(Array.from({ length: entries }, (_, i) => [`assets/zeros-${i}.bin`, new Uint8Array(each)])),
    });

  it("refuses an archive whose entries expand past CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES in total", async () => {
    // Each entry is far below the 1 MiB floor of the ratio rule: only the total limit can refuse this.
    const bomb = zeros(5, 120 * KiB);
    expect(bomb.byteLength).toBeLessThan(8 * KiB);
    await expectRefused("resourcepack", "zeros.zip", bomb, ["minecraft"], ZIP_BOMB("zeros.zip"));
    expect(() =>
      inspectFile("zeros.zip", bomb, {
        projectType: "resourcepack",
        loaders: ["minecraft"],
        primary: true,
        limits: { maxEntries: 100, maxUncompressedBytes: TOTAL_LIMIT, maxRatio: 200 },
      }),
    ).toThrow(ZIP_BOMB("zeros.zip"));
  });

  it("accepts the same kind of archive below the limit", async () => {
    await expectAccepted("resourcepack", "fits.zip", zeros(3, 120 * KiB), ["minecraft"]);
  });

  it.each([
    ["a parent directory", "../../escape.txt"],
    ["a parent directory deeper in", "assets/../../escape.txt"],
    ["an absolute path", "/etc/cron.d/escape"],
    ["a backslash", "assets\\..\\escape.txt"],
  ])("refuses an entry with %s, naming it", async (_name, entry) => {
    const bytes = zip({ "pack.mcmeta": JSON.stringify({ pack: { pack_format: 15, description: "x" } }), [entry]: "x" });
    const message = `unsafe.zip contains an unsafe path: ${entry}`;
    await expectRefused("resourcepack", "unsafe.zip", bytes, ["minecraft"], message);
    expect(() =>
      inspectFile("unsafe.zip", bytes, {
        projectType: "resourcepack",
        loaders: ["minecraft"],
        primary: true,
        limits: { maxEntries: 100, maxUncompressedBytes: TOTAL_LIMIT, maxRatio: 200 },
      }),
    ).toThrow(message);
  });
});
