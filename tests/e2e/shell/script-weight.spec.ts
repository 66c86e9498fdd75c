import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

// Every page's script is fetched and compiled by every visitor's browser (a phone's first visit most of all). The
// chart library is half a megabyte and only the analytics pages draw charts: the other pages must not load it, and a
// page's script stays under a budget, so a heavy library pulled into a shared chunk fails here (it did: recharts came
// with the header's components, 1.1 MB of script on every page).

/** Script bytes (as decoded) a page may load: the shell loads about 0.74 MB, mostly the router and React DOM. */
const SCRIPT_BUDGET = 800_000;
/** recharts' own class names, present in any chunk that holds it. */
const CHART_LIBRARY = "recharts-wrapper";

interface LoadedScripts {
  bytes: number;
  withChartLibrary: string[];
}

async function scriptsOf(page: Page, path: string): Promise<LoadedScripts> {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const scripts = await Promise.all(bodies);
  return {
    bytes: scripts.reduce((sum, script) => sum + Buffer.byteLength(script.text), 0),
    withChartLibrary: scripts.filter((script) => script.text.includes(CHART_LIBRARY)).map((script) => script.url),
  };
}

for (const path of ["/", "/mods", "/auth/sign-in"]) {
  test(`${path} loads no chart library and stays within the script budget`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.withChartLibrary, "scripts holding the chart library").toEqual([]);
    expect(scripts.bytes, "script bytes").toBeLessThan(SCRIPT_BUDGET);
  });
}

test.describe("signed in", () => {
  test.use({ storageState: storageStateFor("creator") });

  test("the analytics page loads the chart library and draws its lines", async ({ page }) => {
    const scripts = await scriptsOf(page, "/dashboard/analytics");
    expect(scripts.withChartLibrary.length, "scripts holding the chart library").toBeGreaterThan(0);
    // One curve a project (a project without downloads draws a flat line of no height, so the count is asserted).
    const curves = page.getByTestId("analytics-chart").locator("path.recharts-line-curve");
    await expect.poll(() => curves.count()).toBeGreaterThan(1);
  });
});
