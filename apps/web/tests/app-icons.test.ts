// The favicon, app icons and web app manifest the site serves from apps/web/public (scripts/app-icons.ts writes
// them): each file is what its name and the manifest say it is (issue 14: /favicon.ico answered 404).
import { readFileSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { THEME_COLOR } from "../../../modules/ui/src/styles/theme-color";

const PUBLIC = path.resolve(import.meta.dirname, "../public");
const read = (name: string) => readFileSync(path.join(PUBLIC, name));

describe("app icons", () => {
  it("/favicon.ico is an ICO of 16, 32 and 48 px PNG images", async () => {
    const ico = read("favicon.ico");
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + 16 * index;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const image = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(image.format).toBe("png");
      expect(image.width).toBe(ico.readUInt8(entry));
      expect(image.height).toBe(image.width);
      sizes.push(image.width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it("the manifest's and the pages' theme colour is the light theme's brand token", () => {
    const manifest = JSON.parse(read("manifest.webmanifest").toString("utf8")) as { theme_color: string };
    const css = readFileSync(path.resolve(import.meta.dirname, "../../../modules/ui/src/styles/globals.css"), "utf8");
    const brand = /--color-brand:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(brand).toBe(THEME_COLOR);
    expect(manifest.theme_color).toBe(THEME_COLOR);
  });

  it("the manifest names the site and lists icons of the sizes they are, one maskable", async () => {
    const manifest = JSON.parse(read("manifest.webmanifest").toString("utf8")) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Hopper", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons) {
      const image = await sharp(read(icon.src.slice(1))).metadata();
      expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
      expect(image.format).toBe("png");
    }
    expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
    expect(manifest.icons.some((icon) => icon.sizes === "512x512" && icon.purpose === "any")).toBe(true);
  });

  it("the apple-touch-icon is an opaque 180 px PNG (iOS paints transparency black)", async () => {
    const image = sharp(read("apple-touch-icon.png"));
    const metadata = await image.metadata();
    expect([metadata.width, metadata.height]).toEqual([180, 180]);
    const { isOpaque } = await image.stats();
    expect(isOpaque).toBe(true);
  });
});
