// One behaviour for every storage adapter: each adapter's test file runs this suite against a real store.
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { RangeNotSatisfiableError } from "../../src/storage";
import type { Storage } from "../../src/storage";
import { testTempDir } from "../../../../tests/support/temp-dir";

export async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

const sha1 = (bytes: Uint8Array) => createHash("sha1").update(bytes).digest("hex");
let counter = 0;
const unique = (name: string) => `contract/${Date.now().toString(36)}-${counter++}/${name}`;

export const UNSAFE_KEYS = [
  "",
  "../outside.txt",
  "a/../../outside.txt",
  "a/./b.txt",
  "/etc/passwd",
  "a//b.txt",
  "a/b/",
  ".hidden",
  "a/.partial/x",
  "a\\..\\b.txt",
  "a/b\0.txt",
  "%2e%2e/x",
  "a".repeat(1100),
];

export interface ContractOptions {
  /**
   * Whether an upload whose source fails half way leaves no object. True of local disk and S3; s3rver
   * keeps an empty object when the client aborts, so its run skips this one check.
   */
  abortedPutLeavesNothing?: boolean;
}

export function storageContract(name: string, store: () => Storage, options: ContractOptions = {}) {
  describe(`${name}: the storage contract`, () => {
    it("stores bytes and reads them back whole, with size and type", async () => {
      const key = unique("hello.txt");
      const bytes = Buffer.from("hello, storage");
      await store().put(key, bytes, "text/plain");
      const object = await store().get(key);
      expect(object).not.toBeNull();
      expect(object!.size).toBe(bytes.byteLength);
      expect(object!.range).toBeNull();
      expect([null, "text/plain"]).toContain(object!.contentType);
      expect((await readAll(object!.body)).equals(bytes)).toBe(true);
    });

    it("stores from a file, a Node stream and a web stream of a known size", async () => {
      const big = randomBytes(3 * 1024 * 1024 + 17);
      const dir = testTempDir("hopper-contract-");
      const file = path.join(dir, "upload.bin");
      writeFileSync(file, big);
      const fromFile = unique("file.bin");
      await store().put(fromFile, { path: file }, "application/octet-stream");
      const chunks = [big.subarray(0, 1000), big.subarray(1000, 2_000_000), big.subarray(2_000_000)];
      const fromNode = unique("node.bin");
      await store().put(fromNode, { stream: Readable.from(chunks), size: big.byteLength }, "application/zip");
      const fromWeb = unique("web.bin");
      await store().put(fromWeb, { stream: new Response(big).body!, size: big.byteLength }, "application/zip");
      for (const key of [fromFile, fromNode, fromWeb]) {
        const object = await store().get(key);
        expect(object!.size).toBe(big.byteLength);
        expect(sha1(await readAll(object!.body))).toBe(sha1(big));
      }
    });

    it("reads byte ranges without the rest of the object", async () => {
      const key = unique("range.bin");
      const bytes = randomBytes(100_000);
      await store().put(key, bytes, "application/octet-stream");
      const middle = await store().get(key, { start: 10, end: 19 });
      expect(middle!.size).toBe(100_000);
      expect(middle!.range).toEqual({ start: 10, end: 19 });
      expect((await readAll(middle!.body)).equals(bytes.subarray(10, 20))).toBe(true);
      const tail = await store().get(key, { start: 99_990, end: 200_000 });
      expect(tail!.range).toEqual({ start: 99_990, end: 99_999 });
      expect((await readAll(tail!.body)).equals(bytes.subarray(99_990))).toBe(true);
      const first = await store().get(key, { start: 0, end: 0 });
      expect([...(await readAll(first!.body))]).toEqual([bytes[0]]);
      await expect(store().get(key, { start: 100_000, end: 100_010 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
      await expect(store().get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it("answers head, and null for a missing key from get and head", async () => {
      const key = unique("head.json");
      await store().put(key, Buffer.from("{}"), "application/json");
      const info = await store().head(key);
      expect(info?.size).toBe(2);
      expect([null, "application/json"]).toContain(info?.contentType);
      expect(await store().head(unique("missing.txt"))).toBeNull();
      expect(await store().get(unique("missing.txt"))).toBeNull();
      expect(await store().get(unique("missing.txt"), { start: 0, end: 1 })).toBeNull();
    });

    it("replaces an object on a second put, and deletes (a missing key is no error)", async () => {
      const key = unique("twice.txt");
      await store().put(key, Buffer.from("first version"), "text/plain");
      await store().put(key, Buffer.from("second"), "text/plain");
      expect((await readAll((await store().get(key))!.body)).toString()).toBe("second");
      await store().delete(key);
      expect(await store().get(key)).toBeNull();
      expect(await store().head(key)).toBeNull();
      await expect(store().delete(key)).resolves.toBeUndefined();
    });

    it.skipIf(options.abortedPutLeavesNothing === false)(
      "leaves no object when the source fails half way",
      async () => {
        const key = unique("broken.bin");
        async function* failing() {
          yield randomBytes(64 * 1024);
          throw new Error("connection lost");
        }
        await expect(store().put(key, { stream: failing(), size: 128 * 1024 }, "application/zip")).rejects.toThrow();
        expect(await store().head(key)).toBeNull();
      },
    );

    it("lists the keys under a prefix and nothing else", async () => {
      const prefix = unique("list").replace(/list$/, "");
      await store().put(`${prefix}a.txt`, Buffer.from("a"), "text/plain");
      await store().put(`${prefix}sub/b.txt`, Buffer.from("bb"), "text/plain");
      await store().put(`${prefix.slice(0, -1)}-other/c.txt`, Buffer.from("c"), "text/plain");
      const listed: { key: string; size: number }[] = [];
      for await (const item of store().list(prefix)) listed.push(item);
      expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
        { key: `${prefix}a.txt`, size: 1 },
        { key: `${prefix}sub/b.txt`, size: 2 },
      ]);
    });

    it("refuses unsafe keys in every operation", async () => {
      for (const key of UNSAFE_KEYS) {
        await expect(store().put(key, Buffer.from("x"), "text/plain"), key).rejects.toThrow(/Unsafe storage key/);
        await expect(store().get(key), key).rejects.toThrow(/Unsafe storage key/);
        await expect(store().head(key), key).rejects.toThrow(/Unsafe storage key/);
        await expect(store().delete(key), key).rejects.toThrow(/Unsafe storage key/);
      }
      const listAll = async (prefix: string) => {
        for await (const item of store().list(prefix)) void item;
      };
      await expect(listAll("../")).rejects.toThrow(/Unsafe storage prefix/);
      await expect(listAll("a/../../")).rejects.toThrow(/Unsafe storage prefix/);
    });
  });
}
