import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";

import S3rver from "s3rver";
import { afterAll, describe, expect, it, vi } from "vitest";

import { resetConfigCache } from "@hopper/core/config";
import { storage } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRouteServer } from "../../../tests/support/route-server";
import { GET } from "../src/server/http/download";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { deleteVersion } from "../src/server/services/versions/version-delete";
import { fileUrl } from "../src/server/services/versions/version-file-keys";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { fileTempDir } from "../../../tests/support/temp-dir";

// The catalogue on S3 storage (s3rver, an S3-compatible server, over real HTTP): uploads land in the bucket,
// downloads redirect to a signed URL (or stream through the site with S3_DOWNLOADS=proxy), deletes remove
// the objects.

const dataDir = fileTempDir("hopper-catalog-s3-");
const s3 = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory: path.join(dataDir, "s3"),
  configureBuckets: [{ name: "hopper-files", configs: [] }],
});
const { port } = await s3.run();
Object.assign(process.env, {
  HOPPER_DATA_DIR: dataDir,
  S3_BUCKET: "hopper-files",
  S3_ENDPOINT: `http://127.0.0.1:${port}`,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});
resetConfigCache();
const database = setupTestDatabase();
const server = setupRouteServer(GET);
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await s3.close();
});

async function published() {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "S3 pack",
    slug: uniqueSlug("s3"),
    projectType: "resourcepack",
    summary: "On S3",
  });
  const bytes = zip(
    { "pack.mcmeta": '{"pack":{"pack_format":15,"description":"x"}}', "blob.bin": randomBytes(300_000) },
    0,
  );
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["minecraft"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "s3 pack.zip", body: bytes }],
  });
  return { owner, bytes, version, url: `${server.origin}${fileUrl(project.id, version.id, "s3 pack.zip")}` };
}

const setDownloads = (mode: "redirect" | "proxy") => {
  process.env.S3_DOWNLOADS = mode;
  resetConfigCache();
};

describe("the catalogue on S3 storage", () => {
  it("stores uploads in the bucket, not on local disk", async () => {
    const { bytes, version } = await published();
    expect(storage().kind).toBe("s3");
    const key = version.files[0]!.storageKey;
    expect(await storage().head(key)).toEqual({ size: bytes.byteLength, contentType: "application/zip" });
    expect(existsSync(path.join(dataDir, "cdn", key))).toBe(false);
  });

  it("redirects a download to a short-lived signed URL that serves the bytes and ranges", async () => {
    setDownloads("redirect");
    const { bytes, url, version } = await published();
    // A launcher's downloads count; Node's own fetch ("node") is a bare HTTP library, which counting leaves out.
    const launcher = { "user-agent": "PrismLauncher/9.2" };
    const response = await fetch(url, {
      redirect: "manual",
      headers: { ...launcher, "x-forwarded-for": "192.0.2.10" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const location = response.headers.get("location")!;
    expect(location).toContain(`127.0.0.1:${port}/hopper-files/${version.files[0]!.storageKey}`);
    expect(location).toMatch(/X-Amz-Expires=300&/);
    const followed = await fetch(url, { headers: { ...launcher, "x-forwarded-for": "192.0.2.11" } });
    expect(followed.status).toBe(200);
    expect(followed.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''s3%20pack.zip");
    const body = Buffer.from(await followed.arrayBuffer());
    expect(createHash("sha1").update(body).digest("hex")).toBe(version.files[0]!.sha1);
    const part = await fetch(url, {
      headers: { ...launcher, range: "bytes=100-199", "x-forwarded-for": "192.0.2.12" },
    });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 200)))).toBe(true);
    // A redirected download still counts (once per address, whole-file requests only).
    // Counting runs after the answer (no fixed sleep: under load it takes longer): wait until both are recorded.
    const counted = () => database.db.downloadEvent.count({ where: { versionId: version.id } });
    await vi.waitUntil(async () => (await counted()) >= 2, { timeout: 15_000, interval: 50 });
    expect(await counted()).toBe(2);
  });

  it("streams through the site with S3_DOWNLOADS=proxy, ranges read from the bucket", async () => {
    setDownloads("proxy");
    const { bytes, url, version } = await published();
    const whole = await fetch(url, { headers: { "x-forwarded-for": "192.0.2.20" } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("etag")).toBe(`"${version.files[0]!.sha1}"`);
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    for (const [header, start, end] of [
      ["bytes=5000-5099", 5000, 5099],
      ["bytes=0-0", 0, 0],
      ["bytes=-3", bytes.byteLength - 3, bytes.byteLength - 1],
    ] as const) {
      const part = await fetch(url, { headers: { range: header, "x-forwarded-for": "192.0.2.21" } });
      expect(part.status, header).toBe(206);
      expect(part.headers.get("content-range"), header).toBe(`bytes ${start}-${end}/${bytes.byteLength}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(start, end + 1))), header).toBe(
        true,
      );
    }
  });

  it("removes the objects when the version is deleted", async () => {
    const { owner, version } = await published();
    const key = version.files[0]!.storageKey;
    expect(await storage().head(key)).not.toBeNull();
    await deleteVersion(database.db, owner, version.id);
    expect(await storage().head(key)).toBeNull();
  });
});
