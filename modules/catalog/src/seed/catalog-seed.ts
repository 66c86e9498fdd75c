import { newId } from "@hopper/core/db";
import type { Db } from "@hopper/core/db";
import type { SeedContext } from "@hopper/core/module";
import { storage } from "@hopper/core/storage";
import { seededRandom } from "@hopper/core/seeded-random";

import { ProjectPermission } from "../server/services/permissions";
import { createProject } from "../server/services/projects/project-create";
import { updateProject } from "../server/services/projects/project-update";
import { createVersion } from "../server/services/versions/version-create";
import { ensureDemoPlayers, seedDailyDownloads, seedFollows } from "./activity-seed";
import { demoArchive, demoSvg } from "./archives";

interface DemoProject {
  name: string;
  type: string;
  summary: string;
  loaders: string[];
  categories: string[];
}

const mod = (name: string, summary: string, loaders: string[], categories: string[]): DemoProject => ({
  name,
  type: "mod",
  summary,
  loaders,
  categories,
});

export const DEMO_PROJECTS: DemoProject[] = [
  mod(
    "Lumen Renderer",
    "A faster chunk renderer with smooth lighting and fewer frame drops.",
    ["fabric", "quilt"],
    ["optimization"],
  ),
  mod(
    "Copper Circuits",
    "Redstone-like wiring made of copper, with oxidation that changes signal speed.",
    ["fabric"],
    ["technology", "game-mechanics"],
  ),
  mod(
    "Hearth & Harvest",
    "Cooking pots, spice racks and forty new meals built from vanilla crops.",
    ["forge", "neoforge"],
    ["food", "decoration"],
  ),
  mod(
    "Skyward Isles",
    "Floating islands generate above oceans, with their own rare ores.",
    ["fabric", "forge"],
    ["worldgen", "adventure"],
  ),
  mod("Packrat Storage", "Crates, labels and a sorting table for tidy bases.", ["neoforge"], ["storage", "utility"]),
  mod(
    "Wandering Bestiary",
    "Twenty new passive and hostile mobs with hand-drawn textures.",
    ["fabric"],
    ["mobs", "adventure"],
  ),
  mod("Arcane Inkwell", "Write spells in books with ink you brew yourself.", ["forge"], ["magic"]),
  mod(
    "Minecart Rails Plus",
    "Faster powered rails, junction switches and station blocks.",
    ["fabric", "neoforge"],
    ["transportation"],
  ),
  mod(
    "Tooltip Tweaks",
    "Shows food, armour and durability details in item tooltips.",
    ["fabric", "quilt", "neoforge"],
    ["utility"],
  ),
  mod("Library of Hooks", "Shared code for a dozen mods by the Hopper demo team.", ["fabric", "forge"], ["library"]),
  mod(
    "Trader's Ledger",
    "Player shops with a ledger of every trade, for economy servers.",
    ["fabric"],
    ["economy", "social"],
  ),
  mod(
    "Cursed Furniture",
    "Chairs that bite and lamps that hum. You were warned.",
    ["fabric"],
    ["cursed", "decoration"],
  ),
  mod("Gearsmith", "Forge tools and armour from alloys, with repairable parts.", ["neoforge", "forge"], ["equipment"]),
  mod("Minigame Arena Kit", "Build capture-the-flag and spleef arenas in survival.", ["fabric"], ["minigame"]),
  mod(
    "Quiet Nights",
    "Tones down ambient cave noise and spammy mob sounds.",
    ["fabric", "quilt"],
    ["utility", "optimization"],
  ),
  {
    name: "EssentialTools",
    type: "plugin",
    summary: "Homes, warps, kits and teleport requests for Paper servers.",
    loaders: ["paper", "spigot", "bukkit"],
    categories: ["utility", "management"],
  },
  {
    name: "ClaimGuard",
    type: "plugin",
    summary: "Golden-shovel land claims with trust levels and rentable plots.",
    loaders: ["paper", "purpur"],
    categories: ["management", "social"],
  },
  {
    name: "ChestShops Lite",
    type: "plugin",
    summary: "Sign shops on chests with a simple economy.",
    loaders: ["paper", "spigot"],
    categories: ["economy"],
  },
  {
    name: "ProxyMOTD",
    type: "plugin",
    summary: "A rotating server-list message and maintenance mode for proxies.",
    loaders: ["velocity"],
    categories: ["management"],
  },
  {
    name: "NetworkChat",
    type: "plugin",
    summary: "Cross-server chat channels for BungeeCord and Waterfall.",
    loaders: ["bungeecord", "waterfall"],
    categories: ["social"],
  },
  {
    name: "AntiLag Monitor",
    type: "plugin",
    summary: "Finds laggy chunks and entity farms and tells staff where they are.",
    loaders: ["paper", "folia"],
    categories: ["optimization", "management"],
  },
  {
    name: "Seasonal Events",
    type: "plugin",
    summary: "Holiday events with quests and cosmetic rewards.",
    loaders: ["paper"],
    categories: ["minigame", "adventure"],
  },
  {
    name: "PvP Toggle",
    type: "plugin",
    summary: "Lets players switch PvP on and off with a cooldown.",
    loaders: ["spigot", "paper"],
    categories: ["game-mechanics"],
  },
  {
    name: "Server Backups Helper",
    type: "plugin",
    summary: "Scheduled world snapshots with a command to list and restore them.",
    loaders: ["paper"],
    categories: ["utility", "management"],
  },
  {
    name: "Mob Arena Deluxe",
    type: "plugin",
    summary: "Wave-based mob arenas with classes and rewards.",
    loaders: ["paper", "spigot"],
    categories: ["minigame", "mobs"],
  },
  {
    name: "Terraformed",
    type: "datapack",
    summary: "Taller mountains and deeper valleys without a single mod.",
    loaders: ["datapack"],
    categories: ["worldgen"],
  },
  {
    name: "More Villager Trades",
    type: "datapack",
    summary: "Adds sensible trades to every profession.",
    loaders: ["datapack"],
    categories: ["economy", "game-mechanics"],
  },
  {
    name: "Graves",
    type: "datapack",
    summary: "Your items wait in a grave where you died.",
    loaders: ["datapack"],
    categories: ["utility"],
  },
  {
    name: "Structure Pack One",
    type: "datapack",
    summary: "Thirty new ruins, camps and towers across every biome.",
    loaders: ["datapack"],
    categories: ["worldgen", "adventure"],
  },
  {
    name: "Anti Creeper Grief",
    type: "datapack",
    summary: "Creepers still explode but no longer break blocks.",
    loaders: ["datapack"],
    categories: ["game-mechanics"],
  },
  {
    name: "Coordinates HUD",
    type: "datapack",
    summary: "Shows coordinates and the time in the action bar.",
    loaders: ["datapack"],
    categories: ["utility"],
  },
  {
    name: "Double Shulker Shells",
    type: "datapack",
    summary: "Shulkers always drop two shells.",
    loaders: ["datapack"],
    categories: ["game-mechanics"],
  },
  {
    name: "Wandering Trader Plus",
    type: "datapack",
    summary: "Better wandering trader offers with rare saplings.",
    loaders: ["datapack"],
    categories: ["economy"],
  },
  {
    name: "Crisp 32x",
    type: "resourcepack",
    summary: "Vanilla textures redrawn at 32 pixels, nothing more.",
    loaders: ["minecraft"],
    categories: ["vanilla-like", "32x"],
  },
  {
    name: "Stonewright Realism",
    type: "resourcepack",
    summary: "Photographic stone, wood and metal textures at 256x.",
    loaders: ["minecraft"],
    categories: ["realistic", "256x", "blocks"],
  },
  {
    name: "Simple GUI",
    type: "resourcepack",
    summary: "A flat, dark interface for every menu.",
    loaders: ["minecraft"],
    categories: ["simplistic", "16x", "gui"],
  },
  {
    name: "Better Fonts",
    type: "resourcepack",
    summary: "A cleaner font that stays readable at every GUI scale.",
    loaders: ["minecraft"],
    categories: ["tweaks", "16x", "fonts"],
  },
  {
    name: "Cozy Sounds",
    type: "resourcepack",
    summary: "Softer rain, fire and door sounds.",
    loaders: ["minecraft"],
    categories: ["tweaks", "audio"],
  },
  {
    name: "Medieval Kingdoms",
    type: "resourcepack",
    summary: "A themed pack with banners, tapestries and stonework.",
    loaders: ["minecraft"],
    categories: ["themed", "64x", "blocks"],
  },
  {
    name: "Connected Glass",
    type: "resourcepack",
    summary: "Seamless glass panes and blocks.",
    loaders: ["minecraft"],
    categories: ["utility", "16x", "blocks"],
  },
  {
    name: "Low Fire",
    type: "resourcepack",
    summary: "Shorter fire overlay so you can see when burning.",
    loaders: ["minecraft"],
    categories: ["utility", "8x-"],
  },
  {
    name: "Modded Harmony",
    type: "resourcepack",
    summary: "Retextures popular mods to match vanilla.",
    loaders: ["minecraft"],
    categories: ["modded", "16x", "items"],
  },
  {
    name: "Glowstone Shaders",
    type: "shader",
    summary: "Warm lighting and soft shadows that run on laptops.",
    loaders: ["iris", "optifine"],
    categories: ["vanilla-like", "low", "shadows"],
  },
  {
    name: "Aurora Skies",
    type: "shader",
    summary: "Volumetric clouds and auroras at night.",
    loaders: ["iris"],
    categories: ["fantasy", "medium", "atmosphere"],
  },
  {
    name: "Pathfinder RT",
    type: "shader",
    summary: "Path-traced lighting for screenshots and powerful GPUs.",
    loaders: ["iris"],
    categories: ["realistic", "screenshot", "path-tracing"],
  },
  {
    name: "Toon Lines",
    type: "shader",
    summary: "Cel shading with ink outlines.",
    loaders: ["iris", "optifine"],
    categories: ["cartoon", "low"],
  },
  {
    name: "Potato Light",
    type: "shader",
    summary: "Shadows and water for integrated graphics.",
    loaders: ["optifine", "iris"],
    categories: ["vanilla-like", "potato"],
  },
  {
    name: "Reflective Waters",
    type: "shader",
    summary: "Screen-space reflections and waving foliage.",
    loaders: ["iris"],
    categories: ["semi-realistic", "high", "reflections", "foliage"],
  },
  {
    name: "Bloom Dreams",
    type: "shader",
    summary: "Strong bloom and colour grading for a dreamy look.",
    loaders: ["iris"],
    categories: ["fantasy", "medium", "bloom"],
  },
  {
    name: "Cursed Colors",
    type: "shader",
    summary: "Inverts every colour. Why would you.",
    loaders: ["iris"],
    categories: ["cursed", "potato"],
  },
  {
    name: "Lightweight Survival",
    type: "modpack",
    summary: "Vanilla with performance mods and a few quality-of-life tweaks.",
    loaders: ["fabric"],
    categories: ["lightweight", "optimization"],
  },
  {
    name: "Tech Frontier",
    type: "modpack",
    summary: "Automation from steam engines to fusion, with quests.",
    loaders: ["neoforge"],
    categories: ["technology", "quests"],
  },
  {
    name: "Sorcery Saga",
    type: "modpack",
    summary: "Magic mods tied together with an adventure questline.",
    loaders: ["forge"],
    categories: ["magic", "adventure", "quests"],
  },
  {
    name: "Skyblock Reborn",
    type: "modpack",
    summary: "Start on one tree; build an empire in the void.",
    loaders: ["fabric"],
    categories: ["challenging"],
  },
  {
    name: "Kitchen Sink 200",
    type: "modpack",
    summary: "Two hundred mods in one pack, tuned to run together.",
    loaders: ["neoforge"],
    categories: ["kitchen-sink", "multiplayer"],
  },
  {
    name: "PvP Arena Pack",
    type: "modpack",
    summary: "Combat tweaks and arena maps for friends' servers.",
    loaders: ["fabric"],
    categories: ["combat", "multiplayer"],
  },
  {
    name: "Cozy Farming",
    type: "modpack",
    summary: "Crops, cooking and decoration for a relaxed world.",
    loaders: ["fabric", "quilt"],
    categories: ["lightweight"],
  },
  {
    name: "Hardcore Expedition",
    type: "modpack",
    summary: "Harsh survival with temperature, thirst and dangerous nights.",
    loaders: ["forge"],
    categories: ["challenging", "adventure"],
  },
  {
    name: "Quest Academy",
    type: "modpack",
    summary: "Learn popular mods through guided quests.",
    loaders: ["fabric"],
    categories: ["quests"],
  },
  {
    name: "Optimized Classic",
    type: "modpack",
    summary: "Fabric performance mods only; nothing changes gameplay.",
    loaders: ["fabric"],
    categories: ["optimization", "lightweight"],
  },
];

const GAME_VERSION_SETS = [
  ["1.20.1"],
  ["1.20.1", "1.20.2", "1.20.4"],
  ["1.20.6", "1.21", "1.21.1"],
  ["1.21.1", "1.21.3", "1.21.4"],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Extra demo creators (no password: they cannot sign in) so teams have several members. */
const EXTRA_CREATORS = ["lumen-dev", "copperfox", "pixel-marten", "quietowl"];

async function ensureUser(db: Db, username: string) {
  const existing = await db.user.findUnique({ where: { usernameKey: username } });
  if (existing) return existing;
  return db.user.create({ data: { id: newId(), username, usernameKey: username, role: "user" } });
}

/** Demo catalogue: about 60 projects across the six types, with icons, gallery images and several versions. */
export async function seedCatalog({ db, report }: Pick<SeedContext, "db" | "report">, count = DEMO_PROJECTS.length) {
  const rand = seededRandom(20261122);
  const creator = await db.user.findUnique({ where: { usernameKey: "demo-creator" } });
  const owners = [
    ...(creator ? [creator] : []),
    ...(await Promise.all(EXTRA_CREATORS.map((name) => ensureUser(db, name)))),
  ];
  const players = await ensureDemoPlayers(db);
  // Its own sequence, so follows and download history leave the rest of the demo catalogue as it was.
  const activity = seededRandom(20261125);
  const now = new Date();
  let versions = 0;
  for (const [index, demo] of DEMO_PROJECTS.slice(0, count).entries()) {
    const owner = owners[index % owners.length]!;
    const actor = { userId: owner.id, role: owner.role };
    const project = await createProject(db, actor, {
      name: demo.name,
      slug: slugOf(demo.name),
      projectType: demo.type,
      summary: demo.summary,
    });
    const hue = Math.floor(rand() * 360);
    const iconKey = `data/${project.id}/icon.svg`;
    await storage().put(iconKey, demoSvg(demo.name, hue), "image/svg+xml");
    const headerCategories = demo.categories;
    await updateProject(db, actor, project.id, {
      iconUrl: null,
      body: `# ${demo.name}\n\n${demo.summary}\n\n## Features\n\n- Works on ${demo.loaders.join(", ")}\n- Small and well tested\n- Reports and ideas welcome on the issue tracker\n`,
      categories: headerCategories.slice(0, 3),
      additionalCategories: headerCategories.slice(3),
      licenseId: index % 4 === 0 ? "LicenseRef-All-Rights-Reserved" : index % 3 === 0 ? "Apache-2.0" : "MIT",
      sourceUrl: `https://github.com/hopper-demo/${slugOf(demo.name)}`,
      issuesUrl: `https://github.com/hopper-demo/${slugOf(demo.name)}/issues`,
      clientSide: demo.type === "plugin" ? "unsupported" : "required",
      serverSide: demo.type === "shader" || demo.type === "resourcepack" ? "unsupported" : "optional",
      donationLinks: index % 5 === 0 ? [{ platform: "ko-fi", url: `https://ko-fi.com/${owner.username}` }] : [],
    });
    const versionCount = 2 + Math.floor(rand() * 3);
    const modId = slugOf(demo.name).replace(/-/g, "_");
    const seeded: { id: string; downloads: number }[] = [];
    for (let v = 0; v < versionCount; v++) {
      const number = `${1 + Math.floor(v / 2)}.${v % 2}.${Math.floor(rand() * 5)}`;
      const gameVersions = GAME_VERSION_SETS[(index + v) % GAME_VERSION_SETS.length]!;
      const loader = demo.loaders[v % demo.loaders.length]!;
      const loaders = demo.type === "modpack" ? [loader] : demo.loaders;
      const archive = demoArchive(demo.type, loader, modId, number, gameVersions[0]!);
      const version = await createVersion(db, actor, project.id, {
        versionNumber: number,
        name: `${demo.name} ${number}`,
        versionType: v === versionCount - 1 && rand() < 0.3 ? "beta" : "release",
        loaders,
        gameVersions,
        changelog: `## ${number}\n\n- Fixed ${["a crash on start", "a texture seam", "a memory leak", "translations"][v % 4]}\n- Updated for ${gameVersions.join(", ")}`,
        files: [{ filename: archive.filename, body: archive.bytes }],
      });
      const downloads = Math.floor(rand() * 20000);
      await db.version.update({
        where: { id: version.id },
        data: { datePublished: new Date(Date.UTC(2025, 6 + v, 1 + (index % 27))), downloads },
      });
      seeded.push({ id: version.id, downloads });
      versions++;
    }
    await seedDailyDownloads(db, project.id, seeded, activity, now);
    const gallery = 1 + Math.floor(rand() * 2);
    for (let g = 0; g < gallery; g++) {
      const key = `data/${project.id}/gallery-${g}.svg`;
      await storage().put(key, demoSvg(`${demo.name} ${g}`, (hue + g * 60) % 360, 640, 360), "image/svg+xml");
      await db.galleryImage.create({
        data: {
          id: newId(),
          projectId: project.id,
          url: storage().url(key),
          rawUrl: storage().url(key),
          featured: g === 0,
          title: g === 0 ? "Overview" : `Screenshot ${g + 1}`,
          ordering: g,
        },
      });
    }
    // A few projects have several members; a few stay in draft or in review.
    if (index % 6 === 1) {
      for (const other of owners.filter((user) => user.id !== owner.id).slice(0, 2)) {
        await db.teamMember.create({
          data: {
            id: newId(),
            teamId: project.teamId,
            userId: other.id,
            role: "Contributor",
            accepted: true,
            permissions: ProjectPermission.UPLOAD_VERSION | ProjectPermission.EDIT_BODY,
          },
        });
      }
    }
    const status = index % 17 === 5 ? "draft" : index % 19 === 7 ? "processing" : "approved";
    const downloads = await db.version.aggregate({ where: { projectId: project.id }, _sum: { downloads: true } });
    // Only listed projects can be found and followed; the share is skewed so a few projects are popular.
    const followerShare = rand();
    const follows = status === "approved" ? Math.round(followerShare ** 2 * players.length) : 0;
    const followers = await seedFollows(db, project.id, players, follows, activity, now);
    await db.project.update({
      where: { id: project.id },
      data: {
        status,
        iconUrl: storage().url(iconKey),
        approved: status === "approved" ? new Date(Date.UTC(2025, 6, 1 + (index % 27))) : null,
        queued: status === "processing" ? new Date() : null,
        published: new Date(Date.UTC(2025, 5, 1 + (index % 27))),
        downloads: downloads._sum.downloads ?? 0,
        followers,
      },
    });
  }
  report(`catalog   ${Math.min(count, DEMO_PROJECTS.length)} demo projects, ${versions} versions`);
}
