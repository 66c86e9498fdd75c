// Avatars uploaded before re-encoding existed get their WebP and thumbnails from the daily job's service.
import { createHash } from "node:crypto";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { storage } from "../../core/src/storage";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { exifText, photoWithGps } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { setAvatar } from "../src/server/services/profile";
import { reencodeOldAvatars } from "../src/server/services/reencode-old-avatars";

tempDataDir("hopper-avatars-");
const database = setupTestDatabase();

/** A user whose avatar is `avatarUrl`. */
async function user(avatarUrl: string | null) {
  const id = newId();
  const username = `avatar_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), avatarUrl } });
  return id;
}

/** Stores bytes the way avatars were stored before: `user/{id}/{sha1}.{ext}`, served as they came. */
async function oldAvatar(userId: string, bytes: Uint8Array, extension: string, type: string) {
  const key = `user/${userId}/${createHash("sha1").update(bytes).digest("hex")}.${extension}`;
  await storage().put(key, bytes, type);
  return storage().url(key);
}

async function read(url: string) {
  const object = await storage().get(storage().keyOf(url)!);
  return Buffer.from(await new Response(object!.body).arrayBuffer());
}

const avatarOf = async (id: string) =>
  (await database.db.user.findUniqueOrThrow({ where: { id }, select: { avatarUrl: true } })).avatarUrl;

describe("reencodeOldAvatars", () => {
  it("re-encodes old avatars (metadata gone), leaves the rest, and finds nothing to do the second time", async () => {
    const photo = await photoWithGps(300, 150);
    const old = await user(null);
    const oldUrl = await oldAvatar(old, photo, "jpg", "image/jpeg");
    await database.db.user.update({ where: { id: old }, data: { avatarUrl: oldUrl } });
    const provider = await user("https://avatars.githubusercontent.com/u/1?v=4");
    const svg = await user(null);
    const svgUrl = await oldAvatar(
      svg,
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "svg",
      "image/svg+xml",
    );
    await database.db.user.update({ where: { id: svg }, data: { avatarUrl: svgUrl } });
    const current = await user(null);
    const currentUrl = await setAvatar(database.db, current, photo);
    const none = await user(null);

    const report = await reencodeOldAvatars(database.db);
    expect(report).toEqual({ avatars: 1, skipped: 2 });

    const converted = await avatarOf(old);
    expect(converted).toBe(oldUrl.replace(/\.jpg$/, ".icon.webp"));
    const webp = await read(converted!);
    // Turned upright by its EXIF orientation (300 × 150 taken sideways), no EXIF or GPS left.
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 150, height: 300 });
    expect(await exifText(webp)).toBe("");
    expect(await sharp(await read(converted!.replace(".icon.webp", ".icon-64.webp"))).metadata()).toMatchObject({
      width: 32,
      height: 64,
    });
    // The upload itself stays where it was.
    expect((await read(oldUrl)).equals(photo)).toBe(true);
    expect(await avatarOf(provider)).toBe("https://avatars.githubusercontent.com/u/1?v=4");
    expect(await avatarOf(svg)).toBe(svgUrl);
    expect(await avatarOf(current)).toBe(currentUrl);
    expect(await avatarOf(none)).toBeNull();

    expect(await reencodeOldAvatars(database.db)).toEqual({ avatars: 0, skipped: 2 });
  });
});
