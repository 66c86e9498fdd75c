import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import handler from "../src/jobs/refresh-game-versions";
import { gameVersionTags } from "../src/server/services/versions/game-versions";
import { resetCatalogSettings } from "../src/server/settings";

// The daily catalog.refresh-game-versions job as the worker runs it, against a real HTTP server that serves
// manifests shaped like Mojang's version_manifest_v2.json.

const database = setupTestDatabase();
const db = () => database.db;

const MANIFEST = {
  latest: { release: "26.3", snapshot: "26.4-snapshot-1" },
  versions: [
    { id: "26.4-snapshot-1", type: "snapshot", url: "x", time: "x", releaseTime: "2026-10-02T09:00:00+00:00" },
    { id: "26.3", type: "release", url: "x", time: "x", releaseTime: "2026-09-01T10:00:00+00:00" },
    { id: "26.2.1", type: "release", url: "x", time: "x", releaseTime: "2026-07-15T10:00:00+00:00" },
    { id: "26.2", type: "release", url: "x", time: "x", releaseTime: "2026-06-16T10:00:00+00:00" },
    { id: "b1.7.3", type: "old_beta", url: "x", time: "x", releaseTime: "2011-07-08T00:00:00+00:00" },
  ],
};

const BODIES: Record<string, { status: number; body: string }> = {
  "/manifest.json": { status: 200, body: JSON.stringify(MANIFEST) },
  "/html.json": { status: 200, body: "<html><body>Service unavailable</body></html>" },
  "/no-list.json": { status: 200, body: JSON.stringify({ latest: MANIFEST.latest }) },
  "/empty.json": { status: 200, body: JSON.stringify({ latest: MANIFEST.latest, versions: [] }) },
  "/junk.json": { status: 200, body: JSON.stringify({ versions: [{ id: 3 }, { id: "x", type: "release" }] }) },
  "/down.json": { status: 503, body: "down" },
};

const requests: string[] = [];
let server: Server | undefined;
let origin = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? "");
    const answer = BODIES[req.url ?? ""] ?? { status: 404, body: "not found" };
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});
afterEach(() => {
  delete process.env.CATALOG_GAME_VERSIONS_URL;
  resetCatalogSettings();
  vi.restoreAllMocks();
});

function useUrl(url: string | undefined) {
  if (url === undefined) delete process.env.CATALOG_GAME_VERSIONS_URL;
  else process.env.CATALOG_GAME_VERSIONS_URL = url;
  resetCatalogSettings();
}

/** The JSON log lines this process writes from now on (the logger writes them to stdout). */
function captureLogLines(): () => Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split("\n")) {
      if (line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    return true;
  });
  return () => lines;
}

const run = () => handler({}, { db: db(), jobId: "test-job", send: async () => null });
const rows = () => db().gameVersion.findMany({ orderBy: { version: "asc" } });

describe("catalog.refresh-game-versions", () => {
  it("does nothing without CATALOG_GAME_VERSIONS_URL", async () => {
    useUrl(undefined);
    const before = await rows();
    const asked = requests.length;
    await run();
    expect(requests.length).toBe(asked);
    expect(await rows()).toEqual(before);
  });

  it("adds the manifest's new versions with type, date and major, and keeps the versions it had", async () => {
    await db().gameVersion.create({
      data: { version: "26.1-kept", versionType: "release", date: new Date("2026-03-01T00:00:00Z"), major: false },
    });
    useUrl(`${origin}/manifest.json`);
    const logged = captureLogLines();
    await run();
    expect(requests.at(-1)).toBe("/manifest.json");
    expect(logged()).toContainEqual(
      expect.objectContaining({
        level: "info",
        component: "catalog",
        msg: "game versions refreshed",
        url: `${origin}/manifest.json`,
        count: 5,
      }),
    );
    const stored = new Map((await rows()).map((row) => [row.version, row]));
    expect(stored.get("26.4-snapshot-1")).toMatchObject({
      versionType: "snapshot",
      date: new Date("2026-10-02T09:00:00Z"),
      major: false,
    });
    expect(stored.get("26.3")).toMatchObject({
      versionType: "release",
      date: new Date("2026-09-01T10:00:00Z"),
      major: true,
    });
    expect(stored.get("26.2.1")).toMatchObject({ versionType: "release", major: true });
    expect(stored.get("26.2")).toMatchObject({ versionType: "release", major: false });
    expect(stored.get("b1.7.3")).toMatchObject({ versionType: "beta", date: new Date("2011-07-08T00:00:00Z") });
    expect(stored.get("26.1-kept")).toMatchObject({ versionType: "release", date: new Date("2026-03-01T00:00:00Z") });

    // The game_version tag and the upload checks see them; running again changes nothing.
    const tags = await gameVersionTags(db());
    expect(tags[0]).toMatchObject({ version: "26.4-snapshot-1", version_type: "snapshot" });
    expect(tags.find((tag) => tag.version === "26.3")).toMatchObject({ version_type: "release", major: true });
    const once = await rows();
    await run();
    expect(await rows()).toEqual(once);
  });

  it.each([
    ["a page that is not JSON", "/html.json", /is not valid JSON$/],
    ["a manifest without a versions list", "/no-list.json", /^The version manifest has no versions list\.$/],
    ["an empty versions list", "/empty.json", /^The version manifest lists no game versions\.$/],
    ["a list of unusable entries", "/junk.json", /^The version manifest lists no game versions\.$/],
    ["an error status", "/down.json", /^Version manifest answered 503$/],
  ])("refuses %s with a logged error and changes nothing", async (_name, pathname, reason) => {
    const before = await rows();
    const url = `${origin}${pathname}`;
    useUrl(url);
    const logged = captureLogLines();
    await expect(run()).rejects.toThrow(reason);
    const errors = logged().filter((line) => line.level === "error");
    expect(errors).toEqual([
      expect.objectContaining({
        component: "catalog",
        msg: "game version refresh failed",
        url,
        reason: expect.any(String),
      }),
    ]);
    expect(String(errors[0]!.reason)).toMatch(reason);
    expect(await rows()).toEqual(before);
  });
});
