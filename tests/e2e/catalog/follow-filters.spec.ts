import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { measure, NARROW_PHONE } from "../support/overflow";

// Issue 15, follow filters: the project page's "Notify me about…" beside Unfollow edits the viewer's own follow
// (catalog.projects.setFollowFilters through a server action). A new account of its own follows a demo project
// nobody else's browser test follows (Skyward Isles: fabric and forge, which en-US shows as stored), so no
// follower count or filter is shared.

const PROJECT = "/mod/skyward-isles";

/** A new account that follows the project, on the project page (the Follow button needs JavaScript). */
async function newFollower(page: Page) {
  const username = unique("picky");
  await signUp(page, username, `${username}@example.com`, "follow filters password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto(PROJECT);
  // Someone who does not follow has no filters to edit.
  await expect(page.getByTestId("follow-filters")).toHaveCount(0);
  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toHaveAttribute("aria-pressed", "true");
}

/** The disclosure, opened (a reload closes it unless the form just came back). */
async function openFilters(page: Page) {
  const filters = page.getByTestId("follow-filters");
  if ((await filters.getAttribute("open")) === null) await filters.locator("summary").click();
  return page.getByRole("form", { name: "Notify me about…" });
}

test("a follower narrows the follow to a loader, finds it kept after a reload and clears it", async ({ page }) => {
  test.slow(); // a sign-up and a dozen page loads on a loaded machine
  await newFollower(page);
  const current = page.getByTestId("follow-filters-current");
  await expect(current).toHaveText("All new versions");

  let form = await openFilters(page);
  const loaders = form.getByRole("group", { name: "Loaders" });
  await expect(loaders.getByRole("checkbox")).toHaveCount(2);
  await loaders.getByLabel("fabric", { exact: true }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("follow-filters-notice")).toHaveText(
    "Saved. New versions notify you only when they match.",
  );
  await expect(current).toHaveText("Only: fabric");

  // Kept: a fresh visit shows it in the summary and ticked in the form.
  await page.goto(PROJECT);
  await expect(current).toHaveText("Only: fabric");
  form = await openFilters(page);
  await expect(form.getByLabel("fabric", { exact: true })).toBeChecked();
  await expect(form.getByLabel("forge", { exact: true })).not.toBeChecked();

  await form.getByRole("button", { name: "All versions" }).click();
  await expect(page.getByTestId("follow-filters-notice")).toHaveText("Saved. Every new version notifies you.");
  await expect(current).toHaveText("All new versions");
  await page.goto(PROJECT);
  await expect(current).toHaveText("All new versions");
  await expect((await openFilters(page)).getByLabel("fabric", { exact: true })).not.toBeChecked();
});

test("on a 360 px phone it fits, is labelled and big enough to tap, and it saves without JavaScript", async ({
  browser,
  page,
}) => {
  test.slow();
  await newFollower(page);
  await page.setViewportSize(NARROW_PHONE);
  await page.goto(PROJECT);
  const form = await openFilters(page);
  const overflow = await page.evaluate(measure);
  expect(overflow.scrollWidth, overflow.culprits.join(", ")).toBeLessThanOrEqual(overflow.innerWidth);
  for (const target of [
    page.getByTestId("follow-filters").locator("summary"),
    form.getByLabel("fabric", { exact: true }),
    form.getByLabel("forge", { exact: true }),
    form.getByRole("button", { name: "Save" }),
    form.getByRole("button", { name: "All versions" }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), await target.evaluate((node) => node.outerHTML)).toBeGreaterThanOrEqual(24);
  }
  const axe = await new AxeBuilder({ page })
    .include("#follow-filters")
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // The same follower's browser without JavaScript: the form posts to the server action, which comes back to the
  // page with the notice and the disclosure open.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: NARROW_PHONE,
    storageState: await page.context().storageState(),
  });
  try {
    const plain = await context.newPage();
    await plain.goto(PROJECT);
    const plainForm = await openFilters(plain);
    await plainForm.getByLabel("forge", { exact: true }).check();
    const versions = plainForm.getByLabel("Game versions");
    const newest = (await versions.locator("option").first().getAttribute("value"))!;
    await versions.selectOption([newest]);
    await plainForm.getByRole("button", { name: "Save" }).click();
    await expect(plain.getByTestId("follow-filters-notice")).toHaveText(
      "Saved. New versions notify you only when they match.",
    );
    await expect(plain.getByTestId("follow-filters-current")).toHaveText(`Only: forge, ${newest}`);
    await plain.goto(PROJECT);
    const kept = await openFilters(plain);
    await expect(kept.getByLabel("forge", { exact: true })).toBeChecked();
    await expect(kept.getByLabel("fabric", { exact: true })).not.toBeChecked();
    await expect(kept.getByLabel("Game versions").locator("option:checked")).toHaveText([newest]);
  } finally {
    await context.close();
  }
});
