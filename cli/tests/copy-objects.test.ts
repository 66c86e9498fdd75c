// `hopper files:export` / `files:import` copy through copyObjects; the S3 side is in
// tests/stack/backup-restore.test.ts. Here: every object and its bytes, dot folders left out, types kept.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { localStorage } from "../../modules/core/src/storage";
import type { PutSource, Storage } from "../../modules/core/src/storage";
import { testTempDir } from "../../tests/support/temp-dir";
import { CONTENT_TYPES_FILE, copyObjects, guessContentType } from "../src/lib/copy-objects";

async function keys(store: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of store.list("")) found.push(key);
  return found.sort();
}

describe("copyObjects", () => {
  it("copies every object with its bytes, not writes in progress, and reports the source's types", async () => {
    const from = testTempDir("hopper-copy-from-");
    const to = testTempDir("hopper-copy-to-");
    const source = localStorage(from);
    await source.put("data/p1/icon.svg", new TextEncoder().encode("<svg/>"), "image/svg+xml");
    await source.put("data/p1/versions/v1/mod.jar", new Uint8Array(300_000).fill(7), "application/java-archive");
    mkdirSync(path.join(from, ".partial"), { recursive: true });
    writeFileSync(path.join(from, ".partial", "upload-1"), "half a file");
    writeFileSync(path.join(from, CONTENT_TYPES_FILE), "{}");

    const report = await copyObjects(source, localStorage(to));

    expect(report.objects).toBe(2);
    expect(report.bytes).toBe(300_006);
    // Local disk records no types: the report says so, and the caller keeps what it knows.
    expect(report.types).toEqual({ "data/p1/icon.svg": null, "data/p1/versions/v1/mod.jar": null });
    expect(await keys(localStorage(to))).toEqual(["data/p1/icon.svg", "data/p1/versions/v1/mod.jar"]);
    expect(readFileSync(path.join(to, "data/p1/versions/v1/mod.jar")).equals(Buffer.alloc(300_000, 7))).toBe(true);
  });

  it("stores the type the source recorded, else the one typeOf names", async () => {
    const stored: Record<string, string> = {};
    const from = testTempDir("hopper-copy-from-");
    const source = localStorage(from);
    await source.put("a/typed.bin", new Uint8Array([1]), "x");
    await source.put("a/untyped.png", new Uint8Array([2]), "x");
    // A source that records types for one object, like a bucket, and a target that notes what it is given.
    const typed: Storage = {
      ...source,
      get: async (key, range) => {
        const object = await source.get(key, range);
        return object && key === "a/typed.bin" ? { ...object, contentType: "application/x-typed" } : object;
      },
    };
    const target: Storage = {
      ...localStorage(testTempDir("hopper-copy-to-")),
      put: async (key: string, body: PutSource, contentType: string) => {
        stored[key] = contentType;
        if ("stream" in body) for await (const chunk of body.stream as AsyncIterable<Uint8Array>) void chunk;
      },
    };
    await copyObjects(typed, target, guessContentType);
    expect(stored).toEqual({ "a/typed.bin": "application/x-typed", "a/untyped.png": "image/png" });
  });
});
