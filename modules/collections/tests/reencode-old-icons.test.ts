// Collection icons uploaded before re-encoding existed get their WebP and thumbnails from the daily job's service.
import { createHash } from "node:crypto";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { storage } from "../../core/src/storage";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { png } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { createCollection } from "../src/server/services/collections";
import { setCollectionIcon } from "../src/server/services/icon";
import { reencodeOldCollectionIcons } from "../src/server/services/reencode-old-icons";

tempDataDir("hopper-collection-icons-");
const database = setupTestDatabase();

async function owner() {
  const id = newId();
  const username = `curator_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase() } });
  return { userId: id, role: "user" as const };
}

/** Stores bytes the way collection icons were stored before: `collection/{id}/{sha1}.{ext}`. */
async function oldIcon(collectionId: string, bytes: Uint8Array, extension: string, type: string) {
  const key = `collection/${collectionId}/${createHash("sha1").update(bytes).digest("hex")}.${extension}`;
  await storage().put(key, bytes, type);
  const url = storage().url(key);
  await database.db.collection.update({ where: { id: collectionId }, data: { iconUrl: url } });
  return url;
}

async function read(url: string) {
  const object = await storage().get(storage().keyOf(url)!);
  return Buffer.from(await new Response(object!.body).arrayBuffer());
}

const row = (id: string) =>
  database.db.collection.findUniqueOrThrow({ where: { id }, select: { iconUrl: true, updatedAt: true } });

describe("reencodeOldCollectionIcons", () => {
  it("re-encodes old icons keeping updatedAt, leaves the rest, and finds nothing to do the second time", async () => {
    const actor = await owner();
    const make = async (name: string) => (await createCollection(database.db, actor, { name, projects: [] })).id;
    const [old, svg, current, none] = await Promise.all(["Old", "Vector", "Current", "Bare"].map(make));
    const picture = await png(200, 100);
    const oldUrl = await oldIcon(old!, picture, "png", "image/png");
    const svgUrl = await oldIcon(
      svg!,
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "svg",
      "image/svg+xml",
    );
    const currentUrl = await setCollectionIcon(database.db, actor, current!, picture);
    const before = await row(old!);

    expect(await reencodeOldCollectionIcons(database.db)).toEqual({ icons: 1, skipped: 1 });

    const after = await row(old!);
    expect(after.iconUrl).toBe(oldUrl.replace(/\.png$/, ".icon.webp"));
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await sharp(await read(after.iconUrl!)).metadata()).toMatchObject({
      format: "webp",
      width: 200,
      height: 100,
    });
    expect(await sharp(await read(after.iconUrl!.replace(".icon.webp", ".icon-128.webp"))).metadata()).toMatchObject({
      width: 128,
      height: 64,
    });
    expect((await read(oldUrl)).equals(picture)).toBe(true);
    expect((await row(svg!)).iconUrl).toBe(svgUrl);
    expect((await row(current!)).iconUrl).toBe(currentUrl);
    expect((await row(none!)).iconUrl).toBeNull();

    expect(await reencodeOldCollectionIcons(database.db)).toEqual({ icons: 0, skipped: 1 });
  });
});
