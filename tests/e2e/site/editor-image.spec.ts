import { expect, test } from "@playwright/test";
import sharp from "sharp";

import { photoWithGps } from "../../support/images";
import { useDemoSession } from "../support/demo-sessions";

// Issue 14, images: a picture inserted through the Markdown editor is stored re-encoded, like a gallery image
// (docs/storage.md "Images"): the text names a WebP, turned upright, with the phone's EXIF and GPS gone.

test("an image uploaded through the editor is stored as a WebP without its metadata", async ({ page, request }) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/editor");
  const photo = await photoWithGps(300, 150);
  await page.locator('input[type="file"]').setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
  const textarea = page.locator("textarea");
  const inserted = /\]\((\/cdn\/editor\/[A-Za-z0-9]+\/[0-9a-f]{40}\.editor\.webp)\)/;
  await expect(textarea).toHaveValue(inserted);
  const address = inserted.exec(await textarea.inputValue())?.[1] ?? "";

  const response = await request.get(address);
  expect(response.headers()["content-type"]).toBe("image/webp");
  const meta = await sharp(await response.body()).metadata();
  // Taken sideways (orientation 6): upright it is 150 × 300.
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 150, 300, undefined]);
});
