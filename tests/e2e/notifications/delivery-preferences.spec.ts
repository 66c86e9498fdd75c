import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

// Delivery preferences on the built app (issue 15): a signed-in user picks the weekly email digest on
// /settings/notifications (a plain form, kept after a reload); and the unsubscribe link of the demo's real digest
// mail — demo-creator's weekly digest, sent by the seed through the digest service into the staff mailbox — works
// signed out: the page changes nothing until its one button is pressed. The digest job, the mail's headers and the
// RFC 8058 one-click POST are the integration test's (modules/notifications/tests/digest.test.ts).

test("a signed-in user chooses the weekly digest and finds it kept after a reload", async ({ page }) => {
  await useDemoSession(page.context(), "admin");
  await page.goto("/settings/account");
  await page.getByRole("link", { name: "Notifications", exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const weekly = page.getByRole("radio", { name: "Weekly email digest" });
  await expect(page.getByRole("radio", { name: "On the site only" })).toBeChecked();
  await weekly.check();
  await page.getByTestId("delivery-form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("delivery-notice")).toHaveText("Your notification settings were saved.");
  await page.reload();
  await expect(weekly).toBeChecked();
  await expect(page.getByRole("radio", { name: "Daily email digest" })).not.toBeChecked();
});

test("the digest mail's unsubscribe link works signed out: one button, then the confirmation", async ({
  page,
  browser,
}) => {
  // The link as the mail carries it, read where staff read sent mail.
  await useDemoSession(page.context(), "admin");
  await page.goto("/admin/mail?to=creator%40hopper.test");
  const digest = page.getByTestId("mail").filter({ hasText: "Your weekly Hopper digest" }).first();
  const text = (await digest.getByTestId("mail-text").textContent()) ?? "";
  const path = /\/notifications\/unsubscribe\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(path, "the digest carries its unsubscribe link").toBeTruthy();

  // A context of its own: the test's page is signed in. The config's baseURL is not inherited by a new context.
  const { baseURL } = test.info().project.use;
  const visitor = await browser.newContext({ baseURL });
  try {
    const signedOut = await visitor.newPage();
    await signedOut.goto(path!);
    await expect(signedOut.getByRole("heading", { level: 1, name: "Unsubscribe from the email digest" })).toBeVisible();
    await signedOut.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(signedOut.getByText("You will no longer get the digest.")).toBeVisible();
    // A link with a wrong token says so.
    const wrong = await signedOut.goto(`${path!.slice(0, -3)}zzz`);
    expect(wrong?.status()).toBe(404);
    await expect(signedOut.getByRole("alert")).toContainText("This unsubscribe link is not valid.");
  } finally {
    await visitor.close();
  }

  // demo-creator's settings now say "On the site only".
  const creator = await browser.newContext({ baseURL });
  try {
    await useDemoSession(creator, "creator");
    const settings = await creator.newPage();
    await settings.goto("/settings/notifications");
    await expect(settings.getByRole("radio", { name: "On the site only" })).toBeChecked();
  } finally {
    await creator.close();
  }
});
