// Images uploaded before re-encoding existed get their WebP and thumbnails from the daily job's service.
import { createHash } from "node:crypto";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { newId } from "@hopper/core/db";
import { storage } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { photoWithGps, png } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { reencodeOldImages } from "../src/server/services/media/reencode-old-images";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { createProject } from "../src/server/services/projects/project-create";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-reencode-");
const database = setupTestDatabase();

/** Stores bytes the way uploads were stored before: `data/{project}/{sha1}.{ext}`, served as they came. */
async function oldUpload(projectId: string, bytes: Uint8Array, extension: string, type: string) {
  const key = `data/${projectId}/${createHash("sha1").update(bytes).digest("hex")}.${extension}`;
  await storage().put(key, bytes, type);
  return storage().url(key);
}

async function read(url: string) {
  const object = await storage().get(storage().keyOf(url)!);
  return Buffer.from(await new Response(object!.body).arrayBuffer());
}

describe("reencodeOldImages", () => {
  it("re-encodes old icons and gallery images, keeps the gallery upload as raw_url, and leaves the rest", async () => {
    const owner = await makeUser(database.db);
    const project = await createProject(database.db, owner, {
      name: "Old images",
      slug: uniqueSlug("old"),
      projectType: "mod",
      summary: "Uploaded before re-encoding",
    });
    const icon = await oldUpload(project.id, await png(300, 300), "png", "image/png");
    const photo = await photoWithGps(900, 600);
    const shot = await oldUpload(project.id, photo, "jpg", "image/jpeg");
    const svg = await oldUpload(
      project.id,
      new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      "svg",
      "image/svg+xml",
    );
    await database.db.project.update({ where: { id: project.id }, data: { iconUrl: icon } });
    const organization = await createOrganization(database.db, owner, {
      name: "Old pictures",
      slug: uniqueSlug("oldorg"),
      description: "An organization with an old icon",
    });
    const organizationIcon = await oldUpload(
      `organizations/${organization.id}`,
      await png(200, 100),
      "png",
      "image/png",
    );
    await database.db.organization.update({ where: { id: organization.id }, data: { iconUrl: organizationIcon } });
    const [photoId, svgId] = [newId(), newId()];
    await database.db.galleryImage.createMany({
      data: [
        { id: photoId, projectId: project.id, url: shot, rawUrl: shot },
        { id: svgId, projectId: project.id, url: svg, rawUrl: svg },
      ],
    });

    const report = await reencodeOldImages(database.db);
    expect(report).toMatchObject({ icons: 1, organizationIcons: 1, gallery: 1 });
    expect(report.skipped).toBeGreaterThanOrEqual(1);

    const after = await database.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.iconUrl).toBe(icon.replace(/\.png$/, ".icon.webp"));
    expect(await sharp(await read(after.iconUrl!)).metadata()).toMatchObject({ format: "webp", width: 300 });
    expect(await sharp(await read(after.iconUrl!.replace(".icon.webp", ".icon-64.webp"))).metadata()).toMatchObject({
      width: 64,
    });

    const organizationAfter = await database.db.organization.findUniqueOrThrow({ where: { id: organization.id } });
    expect(organizationAfter.iconUrl).toBe(organizationIcon.replace(/\.png$/, ".icon.webp"));
    expect(await sharp(await read(organizationAfter.iconUrl!)).metadata()).toMatchObject({ width: 200, height: 100 });

    const converted = await database.db.galleryImage.findUniqueOrThrow({ where: { id: photoId } });
    expect(converted.rawUrl).toBe(shot);
    expect(converted.url).toBe(shot.replace(/\.jpg$/, ".gallery.webp"));
    const webp = await sharp(await read(converted.url)).metadata();
    expect([webp.format, webp.width, webp.height, webp.exif]).toEqual(["webp", 600, 900, undefined]);
    expect((await read(shot)).equals(photo)).toBe(true);
    // An SVG is no raster upload: it stays as it is.
    expect(await database.db.galleryImage.findUniqueOrThrow({ where: { id: svgId } })).toMatchObject({ url: svg });

    // A second pass finds nothing left to do.
    expect(await reencodeOldImages(database.db)).toMatchObject({ icons: 0, gallery: 0, organizationIcons: 0 });
  });
});
