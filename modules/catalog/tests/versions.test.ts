import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import path from "node:path";

import { describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { resetCatalogSettings } from "../src/server/settings";
import { NOT_A_ZIP, ZIP_BOMB } from "../src/server/services/versions/intake/archive";
import {
  MRPACK_ONLY_FOR_MODPACKS,
  OTHER_LAUNCHER_EXPORT,
  USE_MRPACK,
  WRONG_FILE_TYPE,
} from "../src/server/services/versions/intake/file-checks";
import { createProject } from "../src/server/services/projects/project-create";
import { submitForReview } from "../src/server/services/projects/project-review";
import { fileTooLarge } from "../src/server/services/versions/intake/upload";
import { displayType, primaryFile, versionAddress } from "../src/server/services/versions/version-rules";
import { createVersion } from "../src/server/services/versions/version-create";
import { DUPLICATE_FILE, SAME_FILE_TWICE } from "../src/server/services/versions/intake/version-intake";
import { findFileByHash } from "../src/server/services/versions/version-list";
import { suggestFromFile } from "../src/server/services/versions/intake/suggest";
import { VALID_FILES, zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { fileTempDir } from "../../../tests/support/temp-dir";

const dataDir = fileTempDir("hopper-catalog-");
process.env.HOPPER_DATA_DIR = dataDir;
process.env.CATALOG_MAX_FILE_BYTES = String(2 * 1024 * 1024);
process.env.CATALOG_ZIP_MAX_ENTRIES = "100";
resetCatalogSettings();

const database = setupTestDatabase();

async function projectOf(type: string, owner?: Actor) {
  const actor = owner ?? (await makeUser(database.db));
  const project = await createProject(database.db, actor, {
    name: "Upload test",
    slug: uniqueSlug(type),
    projectType: type,
    summary: "A project for upload tests",
  });
  return { actor, project };
}

const upload = (
  actor: Actor | null,
  projectId: string,
  filename: string,
  bytes: Uint8Array,
  loaders: readonly string[],
  extra = {},
) =>
  createVersion(database.db, actor, projectId, {
    versionNumber: "1.0.0",
    loaders: [...loaders],
    gameVersions: ["1.20.1"],
    files: [{ filename, body: bytes }],
    ...extra,
  });

describe("valid uploads, one per loader family", () => {
  it.each(Object.entries(VALID_FILES))("%s", async (_family, sample) => {
    const { actor, project } = await projectOf(sample.projectType);
    const bytes = sample.bytes();
    const version = await upload(actor, project.id, sample.filename, bytes, sample.loaders);
    const [file] = version.files;
    expect(file).toMatchObject({
      filename: sample.filename,
      primary: true,
      size: bytes.byteLength,
      sha1: createHash("sha1").update(bytes).digest("hex"),
      sha512: createHash("sha512").update(bytes).digest("hex"),
    });
    expect(file!.storageKey).toMatch(new RegExp(`^data/${project.id}/versions/${version.id}/`));
    const stored = await readFile(path.join(dataDir, "cdn", file!.storageKey));
    expect(Buffer.compare(stored, Buffer.from(bytes))).toBe(0);
    expect((await findFileByHash(database.db, "sha512", file!.sha512))?.id).toBe(file!.id);
    const updated = await database.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(updated.loaders).toEqual([...sample.loaders].sort());
    expect(updated.gameVersions).toEqual(["1.20.1"]);
  });

  it("lets the project go to review once it has a version", async () => {
    const { actor, project } = await projectOf("mod");
    await upload(actor, project.id, "a.jar", VALID_FILES.fabric.bytes(), ["fabric"]);
    expect((await submitForReview(database.db, actor, project.id)).status).toBe("processing");
  });

  it("records modpack files as embedded dependencies (by file name when Hopper has no such file)", async () => {
    const { actor, project } = await projectOf("modpack");
    const version = await upload(actor, project.id, VALID_FILES.modpack.filename, VALID_FILES.modpack.bytes(), [
      "fabric",
    ]);
    expect(version.dependencies).toEqual([
      expect.objectContaining({ dependencyType: "embedded", fileName: "mods/lithium.jar", projectId: null }),
    ]);
  });
});

describe("suggestions from metadata", () => {
  it.each([
    ["fabric", ["fabric"], ["1.20.6", "1.20.5", "1.20.4", "1.20.3", "1.20.2", "1.20.1"]],
    ["forge", ["forge"], ["1.20.1"]],
    ["neoforge", ["neoforge"], ["1.21.1", "1.21"]],
    ["legacyForge", ["forge"], ["1.12.2"]],
    ["paper", ["bukkit", "spigot", "paper", "purpur"], null],
    ["modpack", ["fabric"], ["1.20.1"]],
    // pack_format 15 is the data pack format of 1.20 and 1.20.1.
    ["datapack", ["datapack"], ["1.20.1", "1.20"]],
    ["shader", ["iris", "optifine"], []],
  ] as const)("%s suggests loaders %j", async (family, loaders, gameVersions) => {
    const sample = VALID_FILES[family];
    const suggestion = await suggestFromFile(sample.projectType, sample.filename, sample.bytes());
    expect(suggestion.loaders).toEqual(loaders);
    if (gameVersions) expect(suggestion.gameVersions).toEqual(gameVersions);
  });

  it("reads dependencies and 1.20.x api versions", async () => {
    const fabric = await suggestFromFile("mod", "a.jar", VALID_FILES.fabric.bytes());
    expect(fabric.dependencies).toEqual([{ dependencyType: "required", projectSlug: "fabric-api" }]);
    const paper = await suggestFromFile("plugin", "p.jar", VALID_FILES.paper.bytes());
    expect(paper.gameVersions).toContain("1.20.6");
    expect(paper.gameVersions).not.toContain("1.21");
  });
});

describe("refused uploads, each with its exact error", () => {
  const bomb = () => zip({ "pack.mcmeta": "{}", "zeros.bin": new Uint8Array(20 * 1024 * 1024) });
  const manyEntries = () =>
    zip(
      Object.fromEntries(
        Array.from({ length: 101 }, (_, i) => [`assets/f${i}.txt`, "x"]).concat([["pack.mcmeta", "{}"]]),
      ),
    );

  it.each([
    [
      "missing metadata",
      "mod",
      "empty.jar",
      () => zip({ "readme.txt": "hi" }),
      ["fabric"],
      "empty.jar is not a valid Fabric mod: it must contain fabric.mod.json.",
    ],
    [
      "missing plugin.yml",
      "plugin",
      "p.jar",
      () => zip({ "a.txt": "x" }),
      ["paper"],
      "p.jar is not a valid server plugin: it must contain plugin.yml or paper-plugin.yml.",
    ],
    [
      "missing pack.mcmeta",
      "resourcepack",
      "r.zip",
      () => zip({ "assets/a.png": "x" }),
      ["minecraft"],
      "r.zip is not a valid resource pack: it must contain pack.mcmeta.",
    ],
    [
      "missing shaders folder",
      "shader",
      "s.zip",
      () => zip({ "a.txt": "x" }),
      ["iris"],
      "s.zip is not a valid shader pack: it must contain a shaders/ folder.",
    ],
    [
      "wrong extension for the loader",
      "mod",
      "a.zip",
      VALID_FILES.fabric.bytes,
      ["fabric"],
      "A Fabric mod must be a .jar file, not a.zip.",
    ],
    ["wrong type", "mod", "virus.exe", () => new Uint8Array([77, 90]), ["fabric"], WRONG_FILE_TYPE],
    ["image", "mod", "icon.png", () => new Uint8Array([137, 80, 78, 71]), ["fabric"], WRONG_FILE_TYPE],
    [
      "corrupt zip",
      "mod",
      "broken.jar",
      () => VALID_FILES.fabric.bytes().slice(0, 40),
      ["fabric"],
      NOT_A_ZIP("broken.jar"),
    ],
    ["not a zip at all", "mod", "text.jar", () => new TextEncoder().encode("hello"), ["fabric"], NOT_A_ZIP("text.jar")],
    ["zip bomb (ratio)", "resourcepack", "bomb.zip", bomb, ["minecraft"], ZIP_BOMB("bomb.zip")],
    ["too many entries", "resourcepack", "many.zip", manyEntries, ["minecraft"], "many.zip has more than 100 entries."],
    [
      "over the size limit",
      "resourcepack",
      "big.zip",
      () => new Uint8Array(2 * 1024 * 1024 + 1),
      ["minecraft"],
      fileTooLarge("big.zip", 2 * 1024 * 1024),
    ],
    [
      "another launcher's export",
      "modpack",
      "pack.zip",
      () => zip({ "manifest.json": "{}", "modlist.html": "<ul></ul>" }),
      ["fabric"],
      OTHER_LAUNCHER_EXPORT,
    ],
    [
      "mods folder in a zip",
      "modpack",
      "pack.zip",
      () => zip({ "mods/sodium.jar": "x" }),
      ["fabric"],
      OTHER_LAUNCHER_EXPORT,
    ],
    ["a jar as a modpack", "modpack", "pack.jar", VALID_FILES.fabric.bytes, ["fabric"], USE_MRPACK],
    ["mrpack outside modpacks", "mod", "pack.mrpack", VALID_FILES.modpack.bytes, ["fabric"], MRPACK_ONLY_FOR_MODPACKS],
    [
      "mrpack entry without sha512",
      "modpack",
      "p.mrpack",
      () =>
        zip({
          "modrinth.index.json": JSON.stringify({
            game: "minecraft",
            files: [{ path: "mods/a.jar", hashes: { sha1: "a".repeat(40) } }],
          }),
        }),
      ["fabric"],
      "p.mrpack: the modpack file mods/a.jar must have both sha1 and sha512 hashes.",
    ],
    [
      "mrpack without index",
      "modpack",
      "p.mrpack",
      () => zip({ "x.txt": "x" }),
      ["fabric"],
      "p.mrpack is not a valid modpack: it must contain modrinth.index.json.",
    ],
    [
      "loader not for the type",
      "mod",
      "a.jar",
      VALID_FILES.fabric.bytes,
      ["iris"],
      "The loader iris cannot be used for a mod.",
    ],
    ["unknown loader", "mod", "a.jar", VALID_FILES.fabric.bytes, ["notaloader"], "Unknown loader: notaloader."],
  ] as const)("%s", async (_name, type, filename, bytes, loaders, message) => {
    const { actor, project } = await projectOf(type);
    await expect(upload(actor, project.id, filename, bytes(), loaders)).rejects.toThrow(message);
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("refuses a file already published in another project, but not a re-upload to the same project", async () => {
    const first = await projectOf("mod");
    const bytes = zip({ "fabric.mod.json": JSON.stringify({ id: "dup" }) });
    await upload(first.actor, first.project.id, "dup.jar", bytes, ["fabric"]);
    const second = await projectOf("mod");
    await expect(upload(second.actor, second.project.id, "dup.jar", bytes, ["fabric"])).rejects.toThrow(DUPLICATE_FILE);
    await expect(
      upload(first.actor, first.project.id, "dup.jar", bytes, ["fabric"], { versionNumber: "1.0.1" }),
    ).resolves.toBeDefined();
  });

  it("refuses the same file twice in one version", async () => {
    const { actor, project } = await projectOf("mod");
    const bytes = VALID_FILES.fabric.bytes();
    await expect(
      createVersion(database.db, actor, project.id, {
        versionNumber: "1",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [
          { filename: "a.jar", body: bytes },
          { filename: "b.jar", body: bytes },
        ],
      }),
    ).rejects.toThrow(SAME_FILE_TWICE);
  });

  it.each([
    [{ versionNumber: "x".repeat(33) }, "The version number must be at most 32 characters."],
    [{ versionNumber: "" }, "Enter a version number."],
    [{ versionType: "stable" }, "The channel must be release, beta or alpha."],
    [{ gameVersions: [] }, "Choose at least one game version."],
    [{ gameVersions: ["9.9.9"] }, "Unknown game version: 9.9.9."],
    [{ files: [] }, "A version needs at least one file."],
    [
      { dependencies: [{ dependencyType: "needed", projectId: "x" }] },
      "A dependency must be required, optional, incompatible or embedded.",
    ],
    [
      { dependencies: [{ dependencyType: "required", projectId: "nosuchproject" }] },
      "Dependency project nosuchproject does not exist.",
    ],
  ])("refuses %j", async (extra, message) => {
    const { actor, project } = await projectOf("mod");
    await expect(upload(actor, project.id, "a.jar", VALID_FILES.fabric.bytes(), ["fabric"], extra)).rejects.toThrow(
      message,
    );
  });

  it("accepts exactly 32 characters and streams", async () => {
    const { actor, project } = await projectOf("mod");
    const bytes = VALID_FILES.fabric.bytes();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const version = await createVersion(database.db, actor, project.id, {
      versionNumber: "x".repeat(32),
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: "s.jar", body: stream }],
    });
    expect(version.files[0]!.sha1).toBe(createHash("sha1").update(bytes).digest("hex"));
  });

  it("needs UPLOAD_VERSION", async () => {
    const { project } = await projectOf("mod");
    await expect(upload(null, project.id, "a.jar", VALID_FILES.fabric.bytes(), ["fabric"])).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(
      upload(await makeUser(database.db), project.id, "a.jar", VALID_FILES.fabric.bytes(), ["fabric"]),
    ).rejects.toMatchObject({ code: "not_found" });
    const moderator = await makeUser(database.db, "moderator");
    await expect(
      upload(moderator, project.id, "m.jar", zip({ "fabric.mod.json": "{}" }), ["fabric"]),
    ).resolves.toBeDefined();
  });
});

describe("rules (table tests)", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
  it.each([
    ["a unique number", { id: "v2", versionNumber: "1.1", datePublished: at(2) }, "1.1"],
    ["the first of a repeated number", { id: "v1", versionNumber: "1.0", datePublished: at(1) }, "1.0"],
    ["a later repeat of a number", { id: "v3", versionNumber: "1.0", datePublished: at(3) }, "v3"],
    ["a number with a plus", { id: "v4", versionNumber: "1.0+mc1.20", datePublished: at(4) }, "1.0%2Bmc1.20"],
    ["the number 'new' (the upload page's address)", { id: "v5", versionNumber: "new", datePublished: at(5) }, "v5"],
  ])("version address: %s", (_name, version, expected) => {
    const all = [
      { id: "v1", versionNumber: "1.0", datePublished: at(1) },
      { id: "v2", versionNumber: "1.1", datePublished: at(2) },
      { id: "v3", versionNumber: "1.0", datePublished: at(3) },
      { id: "v4", versionNumber: "1.0+mc1.20", datePublished: at(4) },
    ];
    expect(versionAddress(version, all)).toBe(expected);
  });

  it.each([
    [
      "flagged primary",
      [
        { filename: "a", primary: false },
        { filename: "b", primary: true },
      ],
      "b",
    ],
    [
      "no flag: the first",
      [
        { filename: "a", primary: false },
        { filename: "b", primary: false },
      ],
      "a",
    ],
    ["no files: placeholder", [], "unknown"],
  ])("primary file: %s", (_name, files, expected) => {
    const primary = primaryFile(files);
    expect(primary.filename).toBe(expected);
    if (expected === "unknown") expect(primary).toMatchObject({ size: 0 });
  });

  it.each([
    ["mod", ["fabric"], "mod"],
    ["mod", ["fabric", "datapack"], "datapack"],
    ["mod", ["paper", "fabric"], "plugin"],
    ["plugin", ["paper", "datapack"], "datapack"],
    ["plugin", ["velocity"], "plugin"],
    ["plugin", ["fabric"], "mod"],
    ["datapack", ["datapack"], "datapack"],
    ["datapack", [], "datapack"],
    ["modpack", ["fabric"], "modpack"],
    ["resourcepack", ["minecraft"], "resourcepack"],
    ["shader", ["iris"], "shader"],
  ])("display type of a %s with loaders %j is %s", (type, loaders, expected) => {
    expect(displayType(type, loaders)).toBe(expected);
  });
});
