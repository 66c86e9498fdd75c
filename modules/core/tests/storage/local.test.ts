import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { localStorage } from "../../src/storage";
import { readAll, storageContract, UNSAFE_KEYS } from "./contract";
import { fileTempDir } from "../../../../tests/support/temp-dir";

const parent = fileTempDir("hopper-local-storage-");
const root = path.join(parent, "cdn");
const store = localStorage(root);

storageContract("local disk", () => store);

describe("local disk: the storage root is a jail", () => {
  it("writes nothing outside the root, whatever the key", async () => {
    writeFileSync(path.join(parent, "outside.txt"), "untouched");
    for (const key of UNSAFE_KEYS) {
      await store.put(key, Buffer.from("escaped"), "text/plain").catch(() => {});
      await store.delete(key).catch(() => {});
    }
    expect(readdirSync(parent).sort()).toEqual(["cdn", "outside.txt"]);
    expect(await store.get("outside.txt")).toBeNull();
  });

  it("never reads a file outside the root through a key", async () => {
    writeFileSync(path.join(parent, "secret.txt"), "secret");
    await expect(store.get("../secret.txt")).rejects.toThrow(/Unsafe storage key/);
    await expect(store.get("cdn/../../secret.txt")).rejects.toThrow(/Unsafe storage key/);
    expect(await store.get("secret.txt")).toBeNull();
  });

  it("treats a directory as a missing object", async () => {
    mkdirSync(path.join(root, "a-folder"), { recursive: true });
    expect(await store.get("a-folder")).toBeNull();
    expect(await store.head("a-folder")).toBeNull();
  });

  it("moves a spooled file into place and leaves no partial file on failure", async () => {
    const temp = path.join(parent, "spooled.bin");
    writeFileSync(temp, "spooled bytes");
    await store.put("moved/file.bin", { path: temp }, "application/octet-stream");
    expect(existsSync(temp)).toBe(false);
    expect((await readAll((await store.get("moved/file.bin"))!.body)).toString()).toBe("spooled bytes");
    await expect(
      store.put("short/file.bin", { stream: Readable.from([Buffer.from("only five")]), size: 100 }, "application/zip"),
    ).rejects.toThrow(/Expected 100 bytes/);
    expect(await store.head("short/file.bin")).toBeNull();
    expect(readdirSync(path.join(root, ".partial"))).toEqual([]);
  });

  it("has no signed URLs: the site streams local files itself", async () => {
    await store.put("signed/a.txt", Buffer.from("a"), "text/plain");
    expect(await store.signedUrl("signed/a.txt", { expiresIn: 60 })).toBeNull();
    expect(store.url("signed/a.txt")).toBe("/cdn/signed/a.txt");
    expect(store.keyOf("/cdn/signed/a.txt")).toBe("signed/a.txt");
    expect(store.keyOf("/cdn/../etc/passwd")).toBeNull();
    expect(store.keyOf("https://elsewhere.example/x.png")).toBeNull();
  });
});
