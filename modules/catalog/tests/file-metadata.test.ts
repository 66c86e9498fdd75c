import { describe, expect, it } from "vitest";

import { tempDataDir } from "../../../tests/support/temp-dir";
import { resetCatalogSettings } from "../src/server/settings";
import { suggestFromFile } from "../src/server/services/versions/intake/suggest";
import { zip } from "./archives";

// What the upload form pre-fills, per metadata format, read from real archives spooled to disk exactly as an
// upload is (suggestFromFile → yauzl over the central directory → the metadata reader).

tempDataDir("hopper-file-metadata-");
resetCatalogSettings();

const json = (value: unknown) => JSON.stringify(value);
const suggest = (projectType: string, filename: string, entries: Record<string, string>) =>
  suggestFromFile(projectType, filename, zip(entries));

describe("version metadata from each format", () => {
  it("fabric.mod.json: version, name, minecraft range, required/optional/incompatible mods", async () => {
    const result = await suggest("mod", "sodium.jar", {
      "fabric.mod.json": json({
        schemaVersion: 1,
        id: "sodium",
        name: "Sodium",
        version: "0.5.8+mc1.20.1",
        depends: { fabricloader: ">=0.14", minecraft: ">=1.20 <=1.20.1", java: ">=17", "fabric-api": "*" },
        recommends: { modmenu: "*" },
        breaks: { optifabric: "*" },
      }),
    });
    expect(result).toEqual({
      versionNumber: "0.5.8+mc1.20.1",
      name: "Sodium 0.5.8+mc1.20.1",
      loaders: ["fabric"],
      gameVersions: ["1.20.1", "1.20"],
      dependencies: [
        { dependencyType: "required", projectSlug: "fabric-api" },
        { dependencyType: "optional", projectSlug: "modmenu" },
        { dependencyType: "incompatible", projectSlug: "optifabric" },
      ],
    });
  });

  it("quilt.mod.json: version, metadata name, object and string dependencies, breaks", async () => {
    const result = await suggest("mod", "qsl.jar", {
      "quilt.mod.json": json({
        schema_version: 1,
        quilt_loader: {
          id: "qsl",
          version: "7.0.0",
          metadata: { name: "Quilt Standard Libraries" },
          depends: [
            { id: "minecraft", versions: "1.20.4" },
            "quilt_loader",
            { id: "quilted_fabric_api", optional: true },
            "owo-lib",
          ],
          breaks: [{ id: "optifabric" }],
        },
      }),
    });
    expect(result).toEqual({
      versionNumber: "7.0.0",
      name: "Quilt Standard Libraries 7.0.0",
      loaders: ["quilt"],
      gameVersions: ["1.20.4"],
      dependencies: [
        { dependencyType: "optional", projectSlug: "quilted_fabric_api" },
        { dependencyType: "required", projectSlug: "owo-lib" },
        { dependencyType: "incompatible", projectSlug: "optifabric" },
      ],
    });
  });

  it("META-INF/mods.toml: ${file.jarVersion} is the manifest's Implementation-Version; mandatory picks the type", async () => {
    const result = await suggest("mod", "create.jar", {
      "META-INF/MANIFEST.MF": "Manifest-Version: 1.0\r\nImplementation-Version: 0.5.1.f\r\n\r\n",
      "META-INF/mods.toml": [
        'modLoader="javafml"',
        'loaderVersion="[47,)"',
        "[[mods]]",
        'modId="create"',
        'version="${file.jarVersion}"',
        'displayName="Create"',
        "[[dependencies.create]]",
        'modId="forge"',
        "mandatory=true",
        'versionRange="[47,)"',
        "[[dependencies.create]]",
        'modId="minecraft"',
        "mandatory=true",
        'versionRange="[1.20.1,1.20.2)"',
        "[[dependencies.create]]",
        'modId="flywheel"',
        "mandatory=true",
        "[[dependencies.create]]",
        'modId="jei"',
        "mandatory=false",
        "",
      ].join("\n"),
    });
    expect(result).toEqual({
      versionNumber: "0.5.1.f",
      name: "Create 0.5.1.f",
      loaders: ["forge"],
      gameVersions: ["1.20.1"],
      dependencies: [
        { dependencyType: "required", projectSlug: "flywheel" },
        { dependencyType: "optional", projectSlug: "jei" },
      ],
    });
  });

  it("META-INF/neoforge.mods.toml: type = required, optional or incompatible", async () => {
    const result = await suggest("mod", "neo.jar", {
      "META-INF/neoforge.mods.toml": [
        "[[mods]]",
        'modId="ae2"',
        'version="19.0.20"',
        'displayName="Applied Energistics 2"',
        "[[dependencies.ae2]]",
        'modId="minecraft"',
        'type="required"',
        'versionRange="[1.21,1.21.2)"',
        "[[dependencies.ae2]]",
        'modId="guideme"',
        'type="required"',
        "[[dependencies.ae2]]",
        'modId="jei"',
        'type="optional"',
        "[[dependencies.ae2]]",
        'modId="rubidium"',
        'type="incompatible"',
        "",
      ].join("\n"),
    });
    expect(result).toEqual({
      versionNumber: "19.0.20",
      name: "Applied Energistics 2 19.0.20",
      loaders: ["neoforge"],
      gameVersions: ["1.21.1", "1.21"],
      dependencies: [
        { dependencyType: "required", projectSlug: "guideme" },
        { dependencyType: "optional", projectSlug: "jei" },
        { dependencyType: "incompatible", projectSlug: "rubidium" },
      ],
    });
  });

  it("plugin.yml: version, name, api-version line, depend and softdepend", async () => {
    const result = await suggest("plugin", "essentials.jar", {
      "plugin.yml": [
        "name: Essentials",
        "version: 2.20.1",
        "main: com.earth2me.essentials.Essentials",
        "api-version: '1.20'",
        "depend: [Vault]",
        "softdepend: [LuckPerms, PlaceholderAPI]",
        "",
      ].join("\n"),
    });
    expect(result.versionNumber).toBe("2.20.1");
    expect(result.name).toBe("Essentials 2.20.1");
    expect(result.loaders).toEqual(["bukkit", "spigot", "paper", "purpur"]);
    expect(result.gameVersions).toEqual(["1.20.6", "1.20.5", "1.20.4", "1.20.3", "1.20.2", "1.20.1", "1.20"]);
    expect(result.dependencies).toEqual([
      { dependencyType: "required", projectSlug: "Vault" },
      { dependencyType: "optional", projectSlug: "LuckPerms" },
      { dependencyType: "optional", projectSlug: "PlaceholderAPI" },
    ]);
  });

  it("paper-plugin.yml: server dependencies with required true/false, folia-supported", async () => {
    const result = await suggest("plugin", "regions.jar", {
      "paper-plugin.yml": [
        "name: Regions",
        "version: '1.4'",
        "main: dev.regions.Main",
        "api-version: '1.21'",
        "folia-supported: true",
        "dependencies:",
        "  server:",
        "    WorldEdit:",
        "      load: BEFORE",
        "      required: true",
        "    dynmap:",
        "      required: false",
        "",
      ].join("\n"),
    });
    expect(result.versionNumber).toBe("1.4");
    expect(result.name).toBe("Regions 1.4");
    expect(result.loaders).toEqual(["paper", "folia"]);
    expect(result.gameVersions).toContain("1.21.4");
    expect(result.gameVersions).not.toContain("1.20.6");
    expect(result.dependencies).toEqual([
      { dependencyType: "required", projectSlug: "WorldEdit" },
      { dependencyType: "optional", projectSlug: "dynmap" },
    ]);
  });

  it("velocity-plugin.json: version, name and optional dependencies", async () => {
    const result = await suggest("plugin", "lobby.jar", {
      "velocity-plugin.json": json({
        id: "lobby",
        name: "Lobby",
        version: "3.1.0",
        main: "dev.lobby.Main",
        dependencies: [
          { id: "luckperms", optional: false },
          { id: "miniplaceholders", optional: true },
        ],
      }),
    });
    expect(result).toEqual({
      versionNumber: "3.1.0",
      name: "Lobby 3.1.0",
      loaders: ["velocity"],
      gameVersions: [],
      dependencies: [
        { dependencyType: "required", projectSlug: "luckperms" },
        { dependencyType: "optional", projectSlug: "miniplaceholders" },
      ],
    });
  });

  it("pack.mcmeta: the resource pack format and supported_formats name game versions", async () => {
    const resource = await suggest("resourcepack", "faithful.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 34, description: "Faithful" } }),
      "assets/minecraft/textures/block/stone.png": "png",
    });
    expect(resource).toEqual({ loaders: ["minecraft"], gameVersions: ["1.21.1", "1.21"], dependencies: [] });
    const ranged = await suggest("resourcepack", "ranged.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 22, supported_formats: { min_inclusive: 18, max_inclusive: 22 } } }),
    });
    expect(ranged.gameVersions).toEqual(["1.20.4", "1.20.3", "1.20.2"]);
  });

  it("pack.mcmeta: a data pack's format is read from the data pack table", async () => {
    const result = await suggest("datapack", "terralith.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 48, supported_formats: [41, 48], description: "Terralith" } }),
      "data/terralith/worldgen/biome/x.json": "{}",
    });
    expect(result).toEqual({
      loaders: ["datapack"],
      gameVersions: ["1.21.1", "1.21", "1.20.6", "1.20.5"],
      dependencies: [],
    });
  });

  it("modrinth.index.json: versionId, pack name, loaders, minecraft and embedded files", async () => {
    const result = await suggest("modpack", "fo.mrpack", {
      "modrinth.index.json": json({
        formatVersion: 1,
        game: "minecraft",
        versionId: "5.0.1",
        name: "Fabulously Optimized",
        files: [
          {
            path: "mods/sodium.jar",
            hashes: { sha1: "A".repeat(40), sha512: "b".repeat(128) },
            downloads: ["https://cdn.example.com/sodium.jar"],
            fileSize: 10,
          },
        ],
        dependencies: { minecraft: "1.20.1", "fabric-loader": "0.15.0" },
      }),
    });
    expect(result).toEqual({
      versionNumber: "5.0.1",
      name: "Fabulously Optimized 5.0.1",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      dependencies: [{ dependencyType: "embedded", sha1: "a".repeat(40), fileName: "mods/sodium.jar" }],
    });
  });
});

describe("values that are not pre-filled", () => {
  it("leaves out a build placeholder, a too-long number and a name past its limit", async () => {
    const placeholder = await suggest("mod", "p.jar", {
      "fabric.mod.json": json({ schemaVersion: 1, id: "p", name: "P", version: "${version}" }),
    });
    expect(placeholder.versionNumber).toBeUndefined();
    expect(placeholder.name).toBeUndefined();
    const long = await suggest("mod", "l.jar", {
      "fabric.mod.json": json({ schemaVersion: 1, id: "l", version: "1".repeat(33) }),
    });
    expect(long.versionNumber).toBeUndefined();
    // The name would pass 64 characters with the number appended: the number alone is the name.
    const named = await suggest("mod", "n.jar", {
      "fabric.mod.json": json({ schemaVersion: 1, id: "n", name: "N".repeat(60), version: "1.0.0" }),
    });
    expect(named).toMatchObject({ versionNumber: "1.0.0", name: "1.0.0" });
  });

  it("an unknown pack format suggests no game versions", async () => {
    const result = await suggest("resourcepack", "future.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 9999 } }),
    });
    expect(result.gameVersions).toEqual([]);
    expect(result.newerPackFormat).toBe(9999);
  });

  it("a pack format past the table's newest (1.21.8) is reported and never guessed", async () => {
    // The known part of the range is suggested; the releases after 1.21.8 are left for the creator to choose.
    const ranged = await suggest("resourcepack", "ranged.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 34, supported_formats: [34, 99] } }),
    });
    expect(ranged).toEqual({
      loaders: ["minecraft"],
      gameVersions: ["1.21.8", "1.21.7", "1.21.6", "1.21.5", "1.21.4", "1.21.3", "1.21.2", "1.21.1", "1.21"],
      dependencies: [],
      newerPackFormat: 99,
    });
    // The newer shape: min_format and max_format, a number or [major, minor].
    const newer = await suggest("datapack", "newer.zip", {
      "pack.mcmeta": json({ pack: { min_format: [88, 0], max_format: 94, description: "Newer" } }),
      "data/newer/function/x.mcfunction": "say hi",
    });
    expect(newer).toEqual({ loaders: ["datapack"], gameVersions: [], dependencies: [], newerPackFormat: 94 });
    // The newest known formats themselves are no news.
    const known = await suggest("datapack", "known.zip", {
      "pack.mcmeta": json({ pack: { pack_format: 81 } }),
      "data/known/function/x.mcfunction": "say hi",
    });
    expect(known).toEqual({ loaders: ["datapack"], gameVersions: ["1.21.8", "1.21.7"], dependencies: [] });
  });

  it("a broken velocity-plugin.json is refused with the entry's name", async () => {
    await expect(suggest("plugin", "v.jar", { "velocity-plugin.json": "{ not json" })).rejects.toThrow(
      "velocity-plugin.json in v.jar is not valid JSON.",
    );
  });
});
