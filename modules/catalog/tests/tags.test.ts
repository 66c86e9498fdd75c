import { describe, expect, it } from "vitest";

import {
  CATEGORIES,
  categoriesFor,
  DONATION_PLATFORMS,
  environmentOf,
  findLicense,
  formatGameVersionRanges,
  GAME_VERSIONS,
  HIDDEN_LOADERS,
  LICENSES,
  LOADERS,
  loaderSupports,
  REPORT_TYPES,
  withMajorFlags,
} from "../src/tags";

const support = (name: string) => LOADERS.find((loader) => loader.name === name)?.supported_project_types;

describe("loader tags", () => {
  it("has the 28 loaders of the spec, each with an SVG icon", () => {
    expect(LOADERS).toHaveLength(28);
    for (const loader of LOADERS) expect(loader.icon).toMatch(/^<svg [^>]*>.*<\/svg>$/);
  });

  it.each([
    [
      ["bukkit", "bungeecord", "folia", "paper", "purpur", "spigot", "sponge", "velocity", "waterfall"],
      ["plugin", "project", "mod"],
    ],
    [
      ["canvas", "iris", "optifine", "vanilla"],
      ["shader", "project"],
    ],
    [["minecraft"], ["resourcepack", "project"]],
    [["datapack"], ["datapack", "project", "mod"]],
    [
      ["fabric", "forge", "neoforge", "quilt"],
      ["mod", "project", "modpack"],
    ],
    [
      ["babric", "bta-babric"],
      ["mod", "project"],
    ],
  ])("%j support %j", (names, types) => {
    for (const name of names) expect(support(name)).toEqual(types);
  });

  it("hides the three older mod loaders", () => {
    expect(HIDDEN_LOADERS).toEqual(["liteloader", "modloader", "rift"]);
  });

  it("checks loader against project type", () => {
    expect(loaderSupports("fabric", "modpack")).toBe(true);
    expect(loaderSupports("iris", "mod")).toBe(false);
    expect(loaderSupports("nope", "mod")).toBe(false);
  });
});

describe("category tags", () => {
  it("sorts by header, then resolution number, then performance impact order", () => {
    const headers = [...new Set(CATEGORIES.map((category) => category.header))];
    expect(headers).toEqual(["categories", "features", "performance impact", "resolutions"]);
    expect(CATEGORIES.filter((c) => c.header === "resolutions").map((c) => c.name)).toEqual([
      "8x-",
      "16x",
      "32x",
      "48x",
      "64x",
      "128x",
      "256x",
      "512x+",
    ]);
    expect(CATEGORIES.filter((c) => c.header === "performance impact").map((c) => c.name)).toEqual([
      "potato",
      "low",
      "medium",
      "high",
      "screenshot",
    ]);
  });

  it("lists the spec's categories per type; plugins and data packs use the mod list", () => {
    expect(categoriesFor("mod").map((c) => c.name)).toHaveLength(19);
    expect(categoriesFor("modpack").map((c) => c.name)).toContain("kitchen-sink");
    expect(categoriesFor("shader").filter((c) => c.header === "features")).toHaveLength(8);
    expect(categoriesFor("resourcepack").filter((c) => c.header === "features")).toHaveLength(11);
    expect(categoriesFor("plugin")).toEqual(categoriesFor("mod"));
    expect(categoriesFor("datapack")).toEqual(categoriesFor("mod"));
  });
});

describe("game versions", () => {
  it("loads every version of the data file with its type and date, newest first", () => {
    expect(GAME_VERSIONS).toHaveLength(891);
    expect(GAME_VERSIONS[0]).toMatchObject({ version: "26.2-pre-2", version_type: "snapshot", major: false });
    expect(GAME_VERSIONS.at(-1)).toMatchObject({ version: "rd-132211", version_type: "alpha" });
  });

  it("marks the last release of each minor line as major", () => {
    const major = (version: string) => GAME_VERSIONS.find((entry) => entry.version === version)?.major;
    expect(major("1.21.11")).toBe(true);
    expect(major("1.21.10")).toBe(false);
    expect(major("1.20.6")).toBe(true);
    expect(major("1.20")).toBe(false);
    expect(major("26.1.2")).toBe(true);
    expect(
      withMajorFlags([
        { version: "1.0.1", version_type: "release", date: "2011-01-02T00:00:00Z" },
        { version: "1.0", version_type: "release", date: "2011-01-01T00:00:00Z" },
      ]).map((entry) => entry.major),
    ).toEqual([true, false]);
  });

  it("shows game versions as ranges of consecutive releases", () => {
    expect(formatGameVersionRanges(["1.20", "1.20.1", "1.20.2", "1.18.2"])).toEqual(["1.20–1.20.2", "1.18.2"]);
    expect(formatGameVersionRanges(["1.21.1"])).toEqual(["1.21.1"]);
  });
});

describe("other tags", () => {
  it("has the donation platforms and report types of the spec", () => {
    expect(DONATION_PLATFORMS.map((p) => p.short)).toEqual(["patreon", "bmac", "paypal", "github", "ko-fi", "other"]);
    expect(REPORT_TYPES).toContain("name-squatting");
  });

  it("has SPDX licenses and All Rights Reserved", () => {
    expect(LICENSES.length).toBeGreaterThan(500);
    expect(findLicense("mit")).toMatchObject({ short: "MIT", name: "MIT License" });
    expect(findLicense("LicenseRef-All-Rights-Reserved")?.name).toBe("All Rights Reserved");
  });

  it.each([
    ["required", "required", "client and server"],
    ["required", "unsupported", "client"],
    ["unsupported", "required", "server"],
    ["optional", "optional", "client or server"],
    ["unsupported", "unsupported", "unsupported"],
  ])("client %s + server %s is %s", (client, server, environment) => {
    expect(environmentOf(client, server)).toBe(environment);
  });
});
