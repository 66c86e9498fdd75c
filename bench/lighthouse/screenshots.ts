/**
 * Screenshots of the pages Lighthouse measures (pages.ts) at 390 px (a phone, 390×844) and 1280 px (a laptop,
 * 1280×800), light and dark, into docs/screenshots/<page>-<width>-<theme>.png. The page as far as it goes, up to
 * 2,400 px tall, so long listings stay readable files.
 *
 * Run: `npx tsx bench/lighthouse/screenshots.ts` with the site running (BASE_URL, default http://localhost:3100).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { auditedPages, baseUrl, chromiumPath } from "./pages";

const OUT = path.resolve(import.meta.dirname, "../../docs/screenshots");
const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true },
  { width: 1280, height: 800, isMobile: false },
];
// The site's theme cookie (modules/ui/src/preferences/cookie-options.ts).
const THEMES = ["light", "dark"] as const;
const MAX_HEIGHT = 2400;

const base = baseUrl();
const pages = await auditedPages(base);
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: 1,
        colorScheme: theme,
      });
      await context.addCookies([{ name: "color-mode", value: theme, url: base }]);
      const page = await context.newPage();
      for (const audited of pages) {
        await page.goto(base + audited.path, { waitUntil: "networkidle" });
        // Images below the fold load lazily; the screenshot shows what has loaded, fonts included.
        await page.evaluate(() => document.fonts.ready);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = path.join(OUT, `${audited.name}-${viewport.width}-${theme}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, MAX_HEIGHT) },
        });
        console.log(path.relative(process.cwd(), file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
