import { expect, test } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { measure, PHONE } from "../support/overflow";

// Issue 14 (phones): every declared page is loaded at 390×844 by the page walk
// (tests/e2e/accessibility/page-walk.spec.ts), which fails on `scrollWidth > innerWidth`. Here: what the seeded
// demo data does not show.

test.use({ viewport: PHONE });

test("a project named and summarised in long unbroken words fits its owner's profile on a phone", async ({ page }) => {
  // Found by the signed-in walk after other tests had made such projects: a card's content widened the page.
  const username = unique("e2e-phone").toLowerCase();
  await signUp(page, username, `${username}@example.com`, "phone password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  const slug = unique("e2e-unbroken").toLowerCase();
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill("Averyveryverylongprojectnamewithoutanyspacesinitatall-0123456789");
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel(/^Summary/).fill(`${"Unbrokensummarytext".repeat(12)}.`);
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));

  await page.goto(`/user/${username}`);
  await expect(page.getByTestId("project-summary")).toHaveCount(1);
  const result = await page.evaluate(measure);
  expect(result.scrollWidth, result.culprits.join(", ")).toBeLessThanOrEqual(result.innerWidth);
});
