import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import handler, { TAG_BODIES } from "../src/server/rest/tags";
import {
  firstUnknownGameVersion,
  gameVersionTags,
  parseMojangManifest,
  refreshGameVersions,
} from "../src/server/services/versions/game-versions";
import { pickDownload } from "../src/server/services/downloads/pick-download";

const database = setupTestDatabase();
const ctx = (kind: string) =>
  ({ params: { kind }, db: database.db, viewer: null, ip: null, url: new URL(`http://x/v2/tag/${kind}`) }) as never;

describe("/v2/tag/{kind}", () => {
  it.each(Object.keys(TAG_BODIES))("serves %s as JSON with caching", async (kind) => {
    const response = await handler(new Request(`http://x/v2/tag/${kind}`), ctx(kind));
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("answers not_found for an unknown kind", async () => {
    await expect(handler(new Request("http://x/v2/tag/nope"), ctx("nope"))).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("the download interface (?version=&loader=)", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const file = (filename: string, primary = false) => ({ filename, primary });
  const versions = [
    {
      id: "v4",
      versionNumber: "4-beta",
      versionType: "beta",
      loaders: ["fabric"],
      gameVersions: ["1.21"],
      datePublished: at(4),
      files: [file("d.jar")],
    },
    {
      id: "v3",
      versionNumber: "3",
      versionType: "release",
      loaders: ["forge"],
      gameVersions: ["1.21"],
      datePublished: at(3),
      files: [file("c.jar")],
    },
    {
      id: "v2",
      versionNumber: "2",
      versionType: "release",
      loaders: ["fabric"],
      gameVersions: ["1.21", "1.20.1"],
      datePublished: at(2),
      files: [file("b-sources.jar"), file("b.jar", true)],
    },
    {
      id: "v1",
      versionNumber: "1",
      versionType: "release",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      datePublished: at(1),
      files: [file("a.jar")],
    },
  ];
  it.each([
    [{ gameVersion: "1.21", loader: "fabric" }, "b.jar"],
    [{ gameVersion: "1.21", loader: "forge" }, "c.jar"],
    [{ gameVersion: "1.20.1" }, "b.jar"],
    [{ loader: "fabric" }, "b.jar"],
    [{ gameVersion: "1.19" }, null],
  ])("%j picks %s", (want, expected) => {
    expect(pickDownload(versions, want)?.file.filename ?? null).toBe(expected);
  });
});

describe("game version refresh", () => {
  const manifest = {
    latest: { release: "26.3", snapshot: "26.3" },
    versions: [
      { id: "26.3", type: "release", releaseTime: "2026-09-01T10:00:00+00:00" },
      { id: "26.3-pre-1", type: "snapshot", releaseTime: "2026-08-20T10:00:00+00:00" },
      { id: "b1.7.3", type: "old_beta", releaseTime: "2011-07-08T00:00:00+00:00" },
      { id: "weird", type: "pending", releaseTime: "2026-01-01T00:00:00+00:00" },
    ],
  };

  it("reads Mojang's manifest format", () => {
    expect(parseMojangManifest(manifest).map((entry) => [entry.version, entry.version_type])).toEqual([
      ["26.3", "release"],
      ["26.3-pre-1", "snapshot"],
      ["b1.7.3", "beta"],
    ]);
    expect(() => parseMojangManifest({})).toThrow("The version manifest has no versions list.");
  });

  it("stores new versions, serves them merged with the shipped list, and recomputes major", async () => {
    expect(await refreshGameVersions(database.db, "https://example.invalid/manifest.json", async () => manifest)).toBe(
      3,
    );
    expect(await refreshGameVersions(database.db, "https://example.invalid/manifest.json", async () => manifest)).toBe(
      3,
    );
    const tags = await gameVersionTags(database.db);
    expect(tags[0]).toMatchObject({ version: "26.3", version_type: "release", major: true });
    expect(tags.find((tag) => tag.version === "26.1.2")?.major).toBe(true);
    expect(tags.filter((tag) => tag.version === "b1.7.3")).toHaveLength(1);
    const response = await handler(new Request("http://x/v2/tag/game_version"), ctx("game_version"));
    expect(((await response.json()) as { version: string }[])[0]?.version).toBe("26.3");
    // Uploads accept refreshed versions.
    expect(await firstUnknownGameVersion(database.db, ["26.3", "1.20.1", "9.9"])).toBe("9.9");
    expect(await firstUnknownGameVersion(database.db, ["26.3", "1.20.1"])).toBeUndefined();
  });
});
