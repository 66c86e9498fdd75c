import { createHash } from "node:crypto";

import { describe, expect, it, vi } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { GET, parseRange } from "../src/server/http/download";
import {
  DOWNLOADS_PER_WINDOW,
  ipPrefix,
  recordDownload,
  rollUpDownloads,
} from "../src/server/services/downloads/downloads";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { fileUrl } from "../src/server/services/versions/version-file-keys";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-downloads-");
const database = setupTestDatabase();

async function published() {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Download test",
    slug: uniqueSlug("dl"),
    projectType: "mod",
    summary: "Downloads",
  });
  const bytes = VALID_FILES.fabric.bytes();
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "my mod+1.0.jar", body: bytes }],
  });
  const url = `http://localhost${fileUrl(project.id, version.id, "my mod+1.0.jar")}`;
  return { project, version, bytes, url };
}

describe("the file route", () => {
  it("serves the bytes with type, length, caching headers and an ETag", async () => {
    const { bytes, url, version } = await published();
    const response = await GET(new Request(url, { headers: { "x-forwarded-for": "203.0.113.9" } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/java-archive");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("etag")).toBe(`"${version.files[0]!.sha1}"`);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(createHash("sha512").update(body).digest("hex")).toBe(version.files[0]!.sha512);
    const cached = await GET(new Request(url, { headers: { "if-none-match": `"${version.files[0]!.sha1}"` } }));
    expect(cached.status).toBe(304);
  });

  it("answers range requests, and 416 for an unsatisfiable range", async () => {
    const { bytes, url } = await published();
    const partial = await GET(new Request(url, { headers: { range: "bytes=10-19" } }));
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 10-19/${bytes.byteLength}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(10, 20)));
    const suffix = await GET(new Request(url, { headers: { range: "bytes=-5" } }));
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(bytes.byteLength - 5)));
    const bad = await GET(new Request(url, { headers: { range: `bytes=${bytes.byteLength}-` } }));
    expect(bad.status).toBe(416);
    expect(bad.headers.get("content-range")).toBe(`bytes */${bytes.byteLength}`);
  });

  it("answers 404 for unknown files and malformed paths", async () => {
    const { url } = await published();
    expect((await GET(new Request(url.replace(/[^/]+$/, "other.jar")))).status).toBe(404);
    expect((await GET(new Request("http://localhost/data/x/y"))).status).toBe(404);
  });

  it.each([
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=50-500", 100, { start: 50, end: 99 }],
    ["bytes=100-", 100, "invalid"],
    ["bytes=5-2", 100, "invalid"],
    ["items=0-1", 100, null],
  ] as const)("parses %s of %i bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe("download counting", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
  ])("keys %s on %s", (ip, prefix) => {
    expect(ipPrefix(ip)).toBe(prefix);
  });

  it("counts a few downloads per IP prefix and project per window, rolled up into totals and daily rows", async () => {
    const { project, version, url } = await published();
    for (let i = 0; i < DOWNLOADS_PER_WINDOW + 3; i++) {
      const response = await GET(new Request(url, { headers: { "x-forwarded-for": `2001:db8:aa:bb::${i}` } }));
      await response.arrayBuffer();
    }
    await GET(new Request(url, { headers: { "x-forwarded-for": "192.0.2.1", range: "bytes=5-" } }));
    await GET(new Request(url, { method: "HEAD", headers: { "x-forwarded-for": "192.0.2.2" } }));
    await GET(new Request(url, { headers: { "x-forwarded-for": "192.0.2.3" } }));
    // Counting runs after the answer; the last counted download shows that the ones before it are done.
    await vi.waitUntil(
      async () =>
        (await database.db.downloadEvent.count({ where: { projectId: project.id } })) >= DOWNLOADS_PER_WINDOW + 1,
      { timeout: 10_000 },
    );
    expect(await database.db.downloadEvent.count({ where: { projectId: project.id } })).toBe(DOWNLOADS_PER_WINDOW + 1);

    expect(await rollUpDownloads(database.db)).toBeGreaterThanOrEqual(DOWNLOADS_PER_WINDOW + 1);
    expect(await rollUpDownloads(database.db)).toBe(0);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).downloads).toBe(
      DOWNLOADS_PER_WINDOW + 1,
    );
    expect((await database.db.version.findUniqueOrThrow({ where: { id: version.id } })).downloads).toBe(
      DOWNLOADS_PER_WINDOW + 1,
    );
    const daily = await database.db.downloadDaily.findMany({ where: { versionId: version.id } });
    expect(daily.map((row) => row.count)).toEqual([DOWNLOADS_PER_WINDOW + 1]);
  });

  it("counts the same prefix again after the window", async () => {
    const { project, version } = await published();
    const input = { projectId: project.id, versionId: version.id, ip: "198.51.100.1" };
    const start = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < DOWNLOADS_PER_WINDOW; i++) expect(await recordDownload(database.db, input, start)).toBe(true);
    expect(await recordDownload(database.db, input, start)).toBe(false);
    expect(await recordDownload(database.db, input, new Date("2026-01-01T07:00:00Z"))).toBe(true);
  });
});
