import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { STALE_TEMP_FILE_MS, sweepStaleFiles } from "../../src/storage/sweep";

let root = "";
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("sweepStaleFiles", () => {
  it("removes temp files untouched for a day, keeps fresh ones and folders, and tolerates missing folders", async () => {
    root = await mkdtemp(path.join(tmpdir(), "hopper-sweep-"));
    const uploads = path.join(root, "tmp", "uploads");
    const partial = path.join(root, "cdn", ".partial");
    await mkdir(uploads, { recursive: true });
    await mkdir(path.join(partial, "nested"), { recursive: true });
    const now = Date.now();
    const old = new Date(now - STALE_TEMP_FILE_MS - 60_000);
    for (const file of [path.join(uploads, "dead-upload"), path.join(partial, "dead-object")]) {
      await writeFile(file, "x");
      await utimes(file, old, old);
    }
    await writeFile(path.join(uploads, "live-upload"), "x");

    const removed = await sweepStaleFiles([uploads, partial, path.join(root, "missing")], STALE_TEMP_FILE_MS, now);

    expect(removed).toBe(2);
    expect(await readdir(uploads)).toEqual(["live-upload"]);
    expect(await readdir(partial)).toEqual(["nested"]);
  });
});
