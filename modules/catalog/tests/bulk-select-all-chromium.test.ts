// The versions table's select-all checkbox (BulkSelectAll) in real Chromium: it ticks and clears the bulk edit
// form's row checkboxes (and no other form's), shows the mixed state while only some are ticked, and works from the
// keyboard. The component is bundled with esbuild onto a plain page shaped like the versions table (the browser
// suite walks the real page); the server's markup is checked for the no-JavaScript case.

import path from "node:path";

import type { Page } from "playwright-core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { setupChromiumPage } from "../../../tests/support/chromium-page";
import { BulkSelectAll } from "../src/ui/components/bulk-select-all";

/** BULK_FORM_ID of version-bulk-edit.tsx (a server component file, not imported into this Node test). */
const BULK_FORM_ID = "bulk-versions";
const LABEL = "Choose every version on this page";

const row = (id: string, form = BULK_FORM_ID) =>
  `<tr><td><input type="checkbox" form="${form}" name="versionIds" value="${id}" aria-label="Choose ${id}"></td><td>${id}</td></tr>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><title>versions</title></head><body>
<a href="#start">Start</a>
<form id="${BULK_FORM_ID}"><button type="submit">Apply</button></form>
<form id="other"></form>
<table><thead><tr><th id="header"></th><th>Version</th></tr></thead>
<tbody>${row("v1")}${row("v2")}${row("v3")}${row("elsewhere", "other")}</tbody></table>
<script src="/bundle.js"></script></body></html>`;

const browser = setupChromiumPage({
  html: () => html,
  script: {
    contents: `import { createRoot } from "react-dom/client";
        import { createElement } from "react";
        import { BulkSelectAll } from "../src/ui/components/bulk-select-all";
        createRoot(document.getElementById("header")).render(createElement(BulkSelectAll, { formId: "${BULK_FORM_ID}" }));`,
    resolveDir: path.dirname(new URL(import.meta.url).pathname),
  },
});

async function openTable(): Promise<Page> {
  const page = await browser.open();
  await page.getByRole("checkbox", { name: LABEL }).waitFor();
  return page;
}

/** The header's state as a screen reader gets it: true, false or "mixed". */
const headerState = (page: Page) =>
  page
    .getByRole("checkbox", { name: LABEL })
    .evaluate((box: HTMLInputElement) => (box.indeterminate ? "mixed" : box.checked));
const ticked = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[name="versionIds"]')]
      .filter((box) => box.checked)
      .map((box) => box.value),
  );

describe("the versions table's select-all checkbox", () => {
  it("ticks every row of the bulk edit form, then clears them, leaving other forms' boxes alone", async () => {
    const page = await openTable();
    const header = page.getByRole("checkbox", { name: LABEL });
    expect(await headerState(page)).toBe(false);
    await header.click();
    expect(await ticked(page)).toEqual(["v1", "v2", "v3"]);
    expect(await headerState(page)).toBe(true);
    await header.click();
    expect(await ticked(page)).toEqual([]);
    expect(await headerState(page)).toBe(false);
    await page.context().close();
  });

  it("shows the mixed state while some rows are ticked; choosing it then ticks them all", async () => {
    const page = await openTable();
    await page.getByRole("checkbox", { name: "Choose v2" }).check();
    expect(await headerState(page)).toBe("mixed");
    await page.getByRole("checkbox", { name: "Choose v1" }).check();
    await page.getByRole("checkbox", { name: "Choose v3" }).check();
    expect(await headerState(page)).toBe(true);
    await page.getByRole("checkbox", { name: "Choose v3" }).uncheck();
    expect(await headerState(page)).toBe("mixed");
    await page.getByRole("checkbox", { name: LABEL }).click();
    expect(await ticked(page)).toEqual(["v1", "v2", "v3"]);
    expect(await headerState(page)).toBe(true);
    await page.context().close();
  });

  it("is reached with Tab and toggled with Space", async () => {
    const page = await openTable();
    await page.getByRole("button", { name: "Apply" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(LABEL);
    await page.keyboard.press("Space");
    expect(await ticked(page)).toEqual(["v1", "v2", "v3"]);
    await page.keyboard.press("Space");
    expect(await ticked(page)).toEqual([]);
    await page.context().close();
  });

  it("is sent hidden by the server: without JavaScript it could do nothing", () => {
    const markup = renderToString(createElement(BulkSelectAll, { formId: BULK_FORM_ID }));
    expect(markup).toContain('type="checkbox"');
    expect(markup).toContain("hidden");
    expect(markup).toContain(`aria-label="${LABEL}"`);
  });
});
