import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { demoIds } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// Issue 14: tap targets on a phone are at least 24 × 24 px (WCAG 2.5.8) — the project page's were mostly
// smaller and the dashboard's checkboxes 13 × 13 — and the house primary buttons at least 44 px tall.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Targets under 24 × 24 px by axe-core's `target-size` rule (WCAG 2.5.8: it counts a smaller target whose
 * 24 px circle touches no other target as fine, and exempts links inside running text), one line each.
 */
async function smallTargets(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
}

test("the project page's and a listing's tap targets are at least 24 px", async ({ page }) => {
  const ids = await demoIds(page.request);
  for (const path of [`/mod/${ids.project.mod}`, `/mod/${ids.project.mod}/versions`, "/mods"]) {
    await page.goto(path);
    const small = await smallTargets(page);
    expect(small, `${path}: ${small.length} targets under 24 px:\n${small.join("\n")}`).toEqual([]);
  }
});

test("the dashboard's checkboxes are at least 24 px and the primary buttons 44 px tall", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/projects");
  const boxes = page.getByTestId("dashboard-projects").getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) {
    const size = (await box.boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
  }
  const small = await smallTargets(page);
  expect(small, `${small.length} targets under 24 px:\n${small.join("\n")}`).toEqual([]);

  await page.goto("/auth/sign-out");
  const button = (await page.getByRole("button", { name: "Sign out" }).boundingBox())!;
  expect(button.height).toBeGreaterThanOrEqual(44);
});
