// The S3 adapter against s3rver, an S3-compatible server in JavaScript, over real HTTP with the official
// SDK; and, when S3_TEST_BUCKET and its keys are set, against that real bucket too.
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { s3Storage } from "../../src/storage";
import type { Storage } from "../../src/storage";
import { fileTempDir } from "../../../../tests/support/temp-dir";
import { readAll, storageContract } from "./contract";

const BUCKET = "hopper-test";
let server: S3rver;
let store: Storage;
let endpoint: string;
const s3Dir = fileTempDir("hopper-s3rver-");

beforeAll(async () => {
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = s3Storage({
    bucket: BUCKET,
    endpoint,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
    publicUrl: "https://cdn.example.com/files/",
  });
});
afterAll(async () => {
  await server?.close();
});

storageContract("S3 (s3rver)", () => store, { abortedPutLeavesNothing: false });

describe("S3: addresses", () => {
  it("signs a download URL that serves the object, ranges and the file name", async () => {
    await store.put("signed/pack.zip", Buffer.from("zip bytes here"), "application/zip");
    const url = await store.signedUrl("signed/pack.zip", {
      expiresIn: 300,
      filename: "My Pack 1.0.zip",
      contentType: "application/zip",
    });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=300/);
    const whole = await fetch(url!);
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe("zip bytes here");
    expect(whole.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''My%20Pack%201.0.zip");
    const part = await fetch(url!, { headers: { range: "bytes=4-8" } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe("bytes");
  });

  it("gives public URLs under S3_PUBLIC_URL", () => {
    expect(store.url("data/p/icon.png")).toBe("https://cdn.example.com/files/data/p/icon.png");
    expect(store.keyOf("https://cdn.example.com/files/data/p/icon.png")).toBe("data/p/icon.png");
    expect(store.keyOf("/cdn/data/p/old.png")).toBe("data/p/old.png");
    expect(store.keyOf("https://cdn.example.com/other/x.png")).toBeNull();
  });
});

// A real bucket, only when its coordinates are given (never in CI here: no network).
const live = {
  bucket: process.env.S3_TEST_BUCKET,
  endpoint: process.env.S3_TEST_ENDPOINT,
  region: process.env.S3_TEST_REGION ?? "us-east-1",
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID,
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY,
};
describe.skipIf(!live.bucket || !live.accessKeyId || !live.secretAccessKey)("S3 (live bucket)", () => {
  const liveStore = () =>
    s3Storage({
      bucket: live.bucket!,
      endpoint: live.endpoint,
      region: live.region,
      credentials: { accessKeyId: live.accessKeyId!, secretAccessKey: live.secretAccessKey! },
      forcePathStyle: process.env.S3_TEST_FORCE_PATH_STYLE === "true",
    });
  storageContract("S3 (live)", liveStore);
  // s3rver does not check SigV4 signatures; a real bucket does.
  it("round-trips through a signed URL, and refuses a tampered one", async () => {
    await liveStore().put("contract/signed.txt", Buffer.from("live"), "text/plain");
    const url = await liveStore().signedUrl("contract/signed.txt", { expiresIn: 60 });
    expect(await (await fetch(url!)).text()).toBe("live");
    expect((await fetch(url!.replace("X-Amz-Expires=60", "X-Amz-Expires=600"))).status).toBe(403);
    expect((await readAll((await liveStore().get("contract/signed.txt"))!.body)).toString()).toBe("live");
  });
});
