import { describe, expect, it, vi } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { GET } from "../src/server/http/download";
import { DOWNLOADS_PER_WINDOW, recordDownload, rollUpDownloads } from "../src/server/services/counting/downloads";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { fileUrl } from "../src/server/services/versions/version-file-keys";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-counting-downloads-");
const database = setupTestDatabase();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

async function published() {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Counting downloads",
    slug: uniqueSlug("cdl"),
    projectType: "mod",
    summary: "Downloads",
  });
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "mod.jar", body: VALID_FILES.fabric.bytes() }],
  });
  return { project, version, url: `http://localhost${fileUrl(project.id, version.id, "mod.jar")}` };
}

const eventsOf = (projectId: string) =>
  database.db.downloadEvent.findMany({ where: { projectId }, orderBy: { id: "asc" } });

describe("download counting", () => {
  it("holds the allowance under concurrent downloads of one visitor", async () => {
    const { project, version } = await published();
    const now = new Date("2031-07-01T08:00:00Z");
    const results = await Promise.all(
      Array.from({ length: DOWNLOADS_PER_WINDOW * 3 }, () =>
        recordDownload(database.db, { projectId: project.id, versionId: version.id, ip: "198.51.100.8" }, now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(DOWNLOADS_PER_WINDOW);
    // Past midnight the day's salt changes, but the window still remembers the visitor.
    const late = { projectId: project.id, versionId: version.id, ip: "198.51.100.9" };
    for (let i = 0; i < DOWNLOADS_PER_WINDOW; i++) {
      expect(await recordDownload(database.db, late, new Date("2031-07-01T23:30:00Z"))).toBe(true);
    }
    expect(await recordDownload(database.db, late, new Date("2031-07-02T01:00:00Z"))).toBe(false);
  });

  it("classifies each download at /data/ by where it came from, and leaves out bots and prefetches", async () => {
    const { project, url } = await published();
    const cases: [Record<string, string>, string | null][] = [
      [{ "user-agent": FIREFOX }, "site"],
      [{ "user-agent": "my-tool/2.0 (me@example.com)", referer: "http://localhost/mod/x" }, "site"],
      [{ "user-agent": "modrinth/theseus/0.9.3 (support@modrinth.com)" }, "launcher"],
      [{ "user-agent": "PrismLauncher/9.2" }, "launcher"],
      [{ "user-agent": "ATLauncher/3.4.36" }, "launcher"],
      [{ "user-agent": "my-tool/2.0 (me@example.com)" }, "api"],
      [{ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, null],
      [{ "user-agent": FIREFOX, "sec-purpose": "prefetch" }, null],
    ];
    let ip = 0;
    for (const [headers] of cases) {
      const response = await GET(new Request(url, { headers: { "x-forwarded-for": `192.0.2.${++ip}`, ...headers } }));
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const expected = cases.flatMap(([, kind]) => (kind ? [kind] : []));
    await vi.waitUntil(async () => (await eventsOf(project.id)).length >= expected.length, { timeout: 10_000 });
    const events = await eventsOf(project.id);
    expect(events.map((event) => event.kind).sort()).toEqual([...expected].sort());
  });

  it("stores no IP address or prefix, only the keyed hash", async () => {
    const { project, version } = await published();
    const ips = ["203.0.113.42", "2001:db8:feed:1::5"];
    for (const ip of ips) await recordDownload(database.db, { projectId: project.id, versionId: version.id, ip });
    const rows = await database.db.$queryRaw<{ row: string }[]>`
      SELECT row_to_json(d)::text AS row FROM download_events d WHERE project_id = ${project.id}`;
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      for (const needle of [...ips, "203.0.113", "2001:db8:feed"]) expect(row).not.toContain(needle);
      expect(JSON.parse(row).visitor_key).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("rolls up into daily rows by country and kind beside the totals", async () => {
    const { project, version } = await published();
    const now = new Date("2031-07-03T08:00:00Z");
    const download = (ip: string, userAgent: string) =>
      recordDownload(
        database.db,
        { projectId: project.id, versionId: version.id, ip, headers: new Headers({ "user-agent": userAgent }) },
        now,
      );
    await download("192.0.2.50", FIREFOX);
    await download("192.0.2.51", FIREFOX);
    await download("192.0.2.52", "PrismLauncher/9.2");
    await download("192.0.2.53", "my-tool/2.0 (me@example.com)");
    await rollUpDownloads(database.db, 5000, now);
    const daily = await database.db.downloadDaily.findMany({
      where: { versionId: version.id },
      orderBy: { kind: "asc" },
    });
    expect(daily.map((row) => [row.day.toISOString().slice(0, 10), row.country, row.kind, row.count])).toEqual([
      ["2031-07-03", "unknown", "api", 1],
      ["2031-07-03", "unknown", "launcher", 1],
      ["2031-07-03", "unknown", "site", 2],
    ]);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).downloads).toBe(4);
  });
});
