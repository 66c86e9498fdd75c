import { expect, test } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { storageStateFor, useDemoSession } from "../support/demo-sessions";

// Issue 17, "Your applications" and "Staff", in a real browser: demo-creator registers an app on
// /settings/applications (a bad redirect URI is refused inline, the secret is shown once), rotates its secret,
// a staff member disables it on /admin/applications, and the owner deletes it after confirming. The forms are
// server actions: the refusal is also checked with JavaScript turned off.

test("an owner registers, rotates and deletes an app; staff disable it; the secret shows once", async ({
  browser,
  page,
}) => {
  test.slow(); // several page loads and form posts on a shared machine
  await useDemoSession(page.context(), "creator");
  const name = unique("Pack Sync");

  await page.goto("/settings/applications");
  await expect(page.getByRole("heading", { name: "Your applications", level: 1 })).toBeVisible();
  await expect(page.getByTestId("your-apps")).toContainText("Demo Launcher");
  const form = page.getByTestId("new-app-form");

  // A redirect URI the rules refuse: the message beside the field, what was typed kept, nothing created.
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Redirect URIs").fill("http://evil.example/callback");
  await form.getByLabel("Read all your projects (PROJECT_READ)").check();
  await form.getByRole("button", { name: "Create application" }).click();
  await expect(form.locator("#field-redirectUris-error")).toContainText(
    "must use https; plain http is only for loopback addresses",
  );
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByTestId("your-apps")).not.toContainText(name);

  // Fixed: the client id and the secret, once.
  await form.getByLabel("Redirect URIs").fill("https://packsync.example/callback\nhttp://127.0.0.1/callback");
  await form.getByLabel("Read all your projects (PROJECT_READ)").check();
  await form.getByRole("button", { name: "Create application" }).click();
  const clientId = (await form.getByTestId("new-client-id").textContent({ timeout: 15_000 }))!.trim();
  const secret = (await form.getByTestId("new-client-secret").textContent())!.trim();
  expect(clientId).toMatch(/^[0-9A-Za-z]{8}$/);
  expect(secret).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
  await expect(form.getByText("Copy the secret now: it is shown only once.")).toBeVisible();
  await expect(page.getByTestId("your-apps")).toContainText(name);

  // Never again: a reload shows the app without its secret.
  await page.reload();
  await expect(page.getByTestId("your-apps")).toContainText(name);
  await expect(page.getByTestId("new-client-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  // Its page: the client id, the fields filled, a rotated secret shown once and different.
  await page.getByRole("link", { name: `Manage ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/applications/${clientId}$`));
  await expect(page.getByTestId("client-id")).toHaveText(clientId);
  await expect(page.getByTestId("edit-app-form").getByLabel("Redirect URIs")).toHaveValue(
    "http://127.0.0.1/callback\nhttps://packsync.example/callback",
  );
  await page.getByRole("button", { name: "Rotate secret" }).click();
  const rotated = (await page.getByTestId("rotated-secret").textContent({ timeout: 15_000 }))!.trim();
  expect(rotated).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
  expect(rotated).not.toBe(secret);

  // Staff disable it: its row says so, and its owner's page tells them.
  const staff = await browser.newContext({ storageState: storageStateFor("admin") });
  const staffPage = await staff.newPage();
  await staffPage.goto(`/admin/applications?name=${encodeURIComponent(name)}`);
  const row = staffPage.getByTestId("staff-app").filter({ hasText: clientId });
  await expect(row.getByTestId("app-state")).toHaveText("Active");
  await expect(row).toContainText("demo-creator");
  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await expect(row.getByTestId("app-state")).toHaveText("Disabled");
  await expect(row.getByRole("button", { name: `Enable ${name}` })).toBeVisible();
  await staff.close();
  await page.reload();
  await expect(page.getByText("The staff disabled this application: it cannot sign anyone in.")).toBeVisible();

  // Deleting takes a confirmation; Cancel keeps it, the confirmed delete removes it.
  await page.getByRole("link", { name: "Delete application" }).click();
  await expect(page).toHaveURL(/\?confirm=delete$/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByTestId("client-id")).toHaveText(clientId);
  await page.getByRole("link", { name: "Delete application" }).click();
  await page.getByRole("button", { name: `Delete ${name} for good` }).click();
  await expect(page).toHaveURL(/\/settings\/applications\?notice=deleted$/);
  await expect(page.getByTestId("page-notice")).toHaveText("The application was deleted.");
  await expect(page.getByTestId("your-apps")).not.toContainText(name);
  const gone = await page.goto(`/settings/applications/${clientId}`);
  expect(gone?.status()).toBe(404);
});

test("the New application form refuses inline without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: storageStateFor("creator") });
  const page = await context.newPage();
  await page.goto("/settings/applications");
  const form = page.getByTestId("new-app-form");
  await form.getByLabel("Name").fill(unique("No Script"));
  await form.getByLabel("Redirect URIs").fill("https://noscript.example/callback");
  await form.getByRole("button", { name: "Create application" }).click();
  await expect(
    page.getByTestId("new-app-form").getByText("Choose at least one scope the application may ask for."),
  ).toBeVisible();
  await context.close();
});
