import { createHash, randomBytes } from "node:crypto";

import { afterAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { GET } from "../src/server/http/download";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { fileUrl } from "../src/server/services/versions/version-file-keys";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The /data route over a real socket with files on local disk: ranges come from the storage stream.

tempDataDir("hopper-download-http-");
const database = setupTestDatabase();
const server = setupRouteServer(GET);
// Downloads are counted in the background; let the last ones finish before the database goes.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

let ip = 0;
async function published(size = 2 * 1024 * 1024) {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Range test",
    slug: uniqueSlug("range"),
    projectType: "resourcepack",
    summary: "Ranges",
  });
  const bytes = zip(
    { "pack.mcmeta": '{"pack":{"pack_format":15,"description":"x"}}', "blob.bin": randomBytes(size) },
    0,
  );
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["minecraft"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "Range Pack.zip", body: bytes }],
  });
  return { bytes, version, url: `${server.origin}${fileUrl(project.id, version.id, "Range Pack.zip")}` };
}
const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(url, { method, headers: { "x-forwarded-for": `192.0.2.${(ip++ % 250) + 1}`, ...headers } });

describe("downloads over HTTP from local storage", () => {
  it("serves the whole file with type, length, caching headers and ETag", async () => {
    const { bytes, url, version } = await published();
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe(`"${version.files[0]!.sha1}"`);
    expect(response.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''Range%20Pack.zip");
    const body = Buffer.from(await response.arrayBuffer());
    expect(createHash("sha512").update(body).digest("hex")).toBe(version.files[0]!.sha512);
    expect((await get(url, { "if-none-match": `"${version.files[0]!.sha1}"` })).status).toBe(304);
  });

  it("answers ranges in the middle, at the end, as a suffix, and across the whole file", async () => {
    const { bytes, url } = await published();
    const size = bytes.byteLength;
    for (const [header, start, end] of [
      ["bytes=1000000-1000099", 1_000_000, 1_000_099],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ["bytes=-7", size - 7, size - 1],
      [`bytes=0-${size + 500}`, 0, size - 1],
      ["bytes=0-0", 0, 0],
    ] as const) {
      const response = await get(url, { range: header });
      expect(response.status, header).toBe(206);
      expect(response.headers.get("content-range"), header).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get("content-length"), header).toBe(String(end - start + 1));
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(Buffer.from(bytes.subarray(start, end + 1))), header).toBe(true);
    }
  });

  it("answers HEAD without a body, and 416 for a range past the end", async () => {
    const { bytes, url } = await published(10_000);
    const head = await get(url, { range: "bytes=10-19" }, "HEAD");
    expect(head.status).toBe(206);
    expect(head.headers.get("content-length")).toBe("10");
    const past = await get(url, { range: `bytes=${bytes.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.byteLength}`);
  });

  it("answers 404 when the stored object is gone", async () => {
    const { url, version } = await published(1000);
    const { storage } = await import("@hopper/core/storage");
    await storage().delete(version.files[0]!.storageKey);
    expect((await get(url)).status).toBe(404);
    expect((await get(url, { range: "bytes=0-9" })).status).toBe(404);
  });
});
