// Writes the site's icons into apps/web/public from the Hopper mark (modules/ui/src/components/hopper-mark.tsx):
// favicon.ico (16, 32 and 48 px PNGs in an ICO), icon.svg, the web app manifest's 192 and 512 px icons (plus a
// maskable one with the mark inside the safe zone) and the 180 px apple-touch-icon. Run after changing the mark:
//   node --import tsx scripts/app-icons.ts
// The outputs are committed: they are small and the web app serves them as static files.
import { writeFile } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { THEME_COLOR } from "../modules/ui/src/styles/theme-color";

const OUT = path.resolve(import.meta.dirname, "../apps/web/public");
/** The brand green of the mark; an icon is a logo, drawn in the brand colour whatever the theme tokens do. */
const BRAND = "#1b8a4b";
const MARK = `<path d="M3 5h26v7l-6 5v4h-4v6h-6v-6H9v-4l-6-5z" fill="${BRAND}"/><path d="M7 8h18v2.5l-5 4H12l-5-4z" fill="#fff" opacity=".55"/>`;

/** The mark alone on a transparent ground: the favicon, sharp in a browser tab at 16 px. */
export const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>\n`;

/**
 * The mark on a white tile, `scale` of the tile wide: app icons get an opaque ground (iOS fills transparency with
 * black), and a maskable icon keeps the mark inside the middle 80 % circle every launcher mask leaves visible.
 */
function tileSvg(scale: number, rounded: boolean): string {
  const offset = (32 - 32 * scale) / 2;
  const corner = rounded ? 6 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="#fff"/><g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
export function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

export const MANIFEST = {
  name: "Hopper",
  short_name: "Hopper",
  description: "Discover, play and share Minecraft content.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: THEME_COLOR,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

async function main() {
  const favicon = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(MARK_SVG, size) })));
  const files: [string, Buffer | string][] = [
    ["favicon.ico", icoOf(favicon)],
    ["icon.svg", MARK_SVG],
    ["icon-192.png", await png(tileSvg(0.8, true), 192)],
    ["icon-512.png", await png(tileSvg(0.8, true), 512)],
    ["icon-maskable-512.png", await png(tileSvg(0.6, false), 512)],
    ["apple-touch-icon.png", await png(tileSvg(0.75, false), 180)],
    ["manifest.webmanifest", `${JSON.stringify(MANIFEST, null, 2)}\n`],
  ];
  for (const [name, content] of files) {
    await writeFile(path.join(OUT, name), content);
    process.stdout.write(`wrote apps/web/public/${name}\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
