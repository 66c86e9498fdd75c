import { randomBytes } from "node:crypto";

import { strToU8, zipSync } from "fflate";
import type { Zippable } from "fflate";

/**
 * Builds a real zip archive in memory from entry name → text or bytes. Each archive also carries a random
 * `.nonce` entry so two calls never give the same bytes (the duplicate-file rule works across projects).
 */
export function zip(entries: Record<string, string | Uint8Array>, level: 0 | 9 = 9): Uint8Array {
  const files: Zippable = { ".nonce": [randomBytes(8), { level: 0 }] };
  for (const [name, content] of Object.entries(entries)) {
    files[name] = [typeof content === "string" ? strToU8(content) : content, { level }];
  }
  return zipSync(files);
}

const json = (value: unknown) => JSON.stringify(value);

/** One small valid file per loader family, with the loaders to upload it under. */
export const VALID_FILES = {
  fabric: {
    filename: "sodium-fabric-0.5.8+mc1.20.1.jar",
    loaders: ["fabric"],
    projectType: "mod",
    bytes: () =>
      zip({
        "fabric.mod.json": json({
          schemaVersion: 1,
          id: "sodium",
          version: "0.5.8",
          depends: { fabricloader: ">=0.14", minecraft: "~1.20.1", "fabric-api": "*" },
        }),
        "me/jellysquid/Sodium.class": "\u00ca\u00fe\u00ba\u00be",
      }),
  },
  quilt: {
    filename: "quilted.jar",
    loaders: ["quilt"],
    projectType: "mod",
    bytes: () =>
      zip({
        "quilt.mod.json": json({ quilt_loader: { id: "q", depends: [{ id: "minecraft", versions: "1.20.4" }] } }),
      }),
  },
  forge: {
    filename: "create-1.20.1-0.5.1.jar",
    loaders: ["forge"],
    projectType: "mod",
    bytes: () =>
      zip({
        "META-INF/mods.toml": `modLoader="javafml"\nloaderVersion="[47,)"\n[[mods]]\nmodId="create"\n[[dependencies.create]]\nmodId="minecraft"\nmandatory=true\nversionRange="[1.20.1,1.20.2)"\n`,
      }),
  },
  neoforge: {
    filename: "neo.jar",
    loaders: ["neoforge"],
    projectType: "mod",
    bytes: () =>
      zip({
        "META-INF/neoforge.mods.toml": `[[mods]]\nmodId="neo"\n[[dependencies.neo]]\nmodId="minecraft"\ntype="required"\nversionRange="[1.21,1.21.2)"\n`,
      }),
  },
  legacyForge: {
    filename: "old.jar",
    loaders: ["forge"],
    projectType: "mod",
    bytes: () => zip({ "mcmod.info": json([{ modid: "old", mcversion: "1.12.2" }]) }),
  },
  liteloader: {
    filename: "macros.litemod",
    loaders: ["liteloader"],
    projectType: "mod",
    bytes: () => zip({ "litemod.json": json({ name: "macros", mcversion: "1.12.2" }) }),
  },
  rift: {
    filename: "rift-mod.jar",
    loaders: ["rift"],
    projectType: "mod",
    bytes: () => zip({ "riftmod.json": json({ id: "r" }) }),
  },
  babric: {
    filename: "station-api-2.0.jar",
    loaders: ["babric", "bta-babric"],
    projectType: "mod",
    bytes: () =>
      zip({ "fabric.mod.json": json({ schemaVersion: 1, id: "station", depends: { minecraft: "1.0.0-beta.7.3" } }) }),
  },
  legacyFabric: {
    filename: "legacy-fabric-api-1.9.jar",
    loaders: ["legacy-fabric"],
    projectType: "mod",
    bytes: () =>
      zip({ "fabric.mod.json": json({ schemaVersion: 1, id: "legacy-fabric-api", depends: { minecraft: "1.8.9" } }) }),
  },
  ornithe: {
    filename: "osl-0.14.jar",
    loaders: ["ornithe"],
    projectType: "mod",
    bytes: () => zip({ "fabric.mod.json": json({ schemaVersion: 1, id: "osl", depends: { minecraft: "1.12.2" } }) }),
  },
  javaAgent: {
    filename: "boot-agent.jar",
    loaders: ["java-agent"],
    projectType: "mod",
    bytes: () =>
      zip({
        // Manifest lines wrap at 72 bytes; a continuation line starts with one space.
        "META-INF/MANIFEST.MF":
          "Manifest-Version: 1.0\r\nPremain-Class: dev.hopper.agent.very.long.package.name.that.wraps.Boot\r\n strap\r\n\r\n",
        "dev/hopper/agent/Bootstrap.class": "\u00ca\u00fe\u00ba\u00be",
      }),
  },
  nilloader: {
    filename: "nilmod.jar",
    loaders: ["nilloader"],
    projectType: "mod",
    bytes: () => zip({ "tweaks.nilmod.css": "@nilmod {\n  id: tweaks;\n}\n" }),
  },
  modloader: {
    filename: "mod_Glowstone.zip",
    loaders: ["modloader"],
    projectType: "mod",
    bytes: () => zip({ "mod_Glowstone.class": "\u00ca\u00fe\u00ba\u00be" }),
  },
  paper: {
    filename: "EssentialsX-2.20.1.jar",
    loaders: ["paper", "spigot"],
    projectType: "plugin",
    bytes: () =>
      zip({ "plugin.yml": "name: Essentials\nmain: com.earth2me.essentials.Essentials\napi-version: '1.20'\n" }),
  },
  paperPlugin: {
    filename: "paper-only.jar",
    loaders: ["paper"],
    projectType: "plugin",
    bytes: () => zip({ "paper-plugin.yml": "name: PaperOnly\nmain: dev.paper.Main\napi-version: '1.20'\n" }),
  },
  folia: {
    filename: "regions.jar",
    loaders: ["folia"],
    projectType: "plugin",
    bytes: () => zip({ "paper-plugin.yml": "name: Regions\nmain: dev.regions.Main\nfolia-supported: true\n" }),
  },
  waterfall: {
    filename: "waterfall-proxy.jar",
    loaders: ["waterfall"],
    projectType: "plugin",
    bytes: () => zip({ "bungee.yml": "name: Lobby\nmain: dev.lobby.Main\n" }),
  },
  bungeecord: {
    filename: "proxy.jar",
    loaders: ["bungeecord"],
    projectType: "plugin",
    bytes: () => zip({ "bungee.yml": "name: Proxy\nmain: dev.proxy.Main\n" }),
  },
  velocity: {
    filename: "velocity.jar",
    loaders: ["velocity"],
    projectType: "plugin",
    bytes: () => zip({ "velocity-plugin.json": json({ id: "v", main: "dev.v.Main" }) }),
  },
  sponge: {
    filename: "sponge.jar",
    loaders: ["sponge"],
    projectType: "plugin",
    bytes: () => zip({ "META-INF/sponge_plugins.json": json({ plugins: [{ id: "s" }] }) }),
  },
  resourcepack: {
    filename: "faithful-32x.zip",
    loaders: ["minecraft"],
    projectType: "resourcepack",
    bytes: () =>
      zip({
        "pack.mcmeta": json({ pack: { pack_format: 15, description: "Faithful" } }),
        "assets/minecraft/textures/block/stone.png": new Uint8Array([137, 80, 78, 71]),
      }),
  },
  datapack: {
    filename: "terralith.zip",
    loaders: ["datapack"],
    projectType: "datapack",
    bytes: () =>
      zip({
        "pack.mcmeta": json({ pack: { pack_format: 15, description: "Terralith" } }),
        "data/terralith/worldgen/biome/x.json": "{}",
      }),
  },
  shader: {
    filename: "complementary.zip",
    loaders: ["iris", "optifine"],
    projectType: "shader",
    bytes: () => zip({ "shaders/composite.fsh": "void main() {}", "shaders/shaders.properties": "" }),
  },
  canvasShader: {
    filename: "lumi-lights.zip",
    loaders: ["canvas"],
    projectType: "shader",
    bytes: () =>
      zip({
        "pack.mcmeta": json({ pack: { pack_format: 15, description: "Canvas pipeline" } }),
        "assets/lumi/pipelines/lumi.json5": "{ }",
      }),
  },
  vanillaShader: {
    filename: "core-shaders.zip",
    loaders: ["vanilla"],
    projectType: "shader",
    bytes: () =>
      zip({
        "pack.mcmeta": json({ pack: { pack_format: 15, description: "Core shaders" } }),
        "assets/minecraft/shaders/core/rendertype_solid.fsh": "void main() {}",
      }),
  },
  modpack: {
    filename: "fabulously-optimized-5.0.mrpack",
    loaders: ["fabric"],
    projectType: "modpack",
    bytes: () =>
      zip({
        "modrinth.index.json": json({
          formatVersion: 1,
          game: "minecraft",
          versionId: "5.0",
          name: "Fabulously Optimized",
          files: [
            {
              path: "mods/lithium.jar",
              hashes: { sha1: "a".repeat(40), sha512: "b".repeat(128) },
              downloads: ["https://cdn.example.com/lithium.jar"],
              fileSize: 10,
            },
          ],
          dependencies: { minecraft: "1.20.1", "fabric-loader": "0.15.0" },
        }),
        "overrides/config/x.txt": "x",
      }),
  },
} as const;
