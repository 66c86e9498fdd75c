import { expect, test } from "@playwright/test";

import { signIn, signUp, unique } from "./helpers";

const trpcCall = (procedure: string) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes("/api/trpc/") && response.url().includes(procedure);

test("personal access tokens are created, listed and deleted through tRPC, with inline field errors", async ({
  page,
}) => {
  const username = unique("tokens");
  await signUp(page, username, `${username}@example.com`, "token password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto("/settings/pats");
  await expect(page.getByTestId("tokens").locator("li")).toHaveCount(0);

  // The service's refusal names the field; the form shows it next to the input.
  await page.getByLabel("Name").fill("ab");
  await page.getByLabel("USER_READ", { exact: true }).check();
  const refused = page.waitForResponse(trpcCall("accounts.tokens.create"));
  await page.getByRole("button", { name: "Create token" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator("#field-name-error")).toHaveText("Token name must be between 3 and 64 characters.");
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill("launcher token");
  const created = page.waitForResponse(trpcCall("accounts.tokens.create"));
  await page.getByRole("button", { name: "Create token" }).click();
  expect((await created).status()).toBe(200);
  await expect(page.getByTestId("new-token")).toHaveText(/^hop_/);
  await expect(page.locator("#field-name-error")).toHaveCount(0);
  // The form starts over for the next token: no scope carried over by mistake.
  await expect(page.getByLabel("USER_READ", { exact: true })).not.toBeChecked();
  // The list is read again after the mutation, without a page load.
  await expect(page.getByTestId("tokens").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("tokens")).toContainText("launcher token");

  await page.getByTestId("tokens").getByText("Delete", { exact: true }).click();
  const deleted = page.waitForResponse(trpcCall("accounts.tokens.delete"));
  await page.getByRole("button", { name: "Yes, delete launcher token" }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByTestId("tokens").locator("li")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("tokens").locator("li")).toHaveCount(0);
});

test("a session revoked through tRPC leaves the list and signs that browser out", async ({ browser, page }) => {
  const username = unique("sessions");
  const password = "session password 1";
  await signUp(page, username, `${username}@example.com`, password);
  await expect(page).toHaveURL(/\/auth\/welcome$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, username, password);
  await expect(second).toHaveURL(/\/dashboard$/);

  await page.goto("/settings/sessions");
  const sessions = page.getByTestId("sessions").locator("li");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "Current session" })).toHaveCount(1);
  const revoked = page.waitForResponse(trpcCall("accounts.sessions.revoke"));
  await page.getByRole("button", { name: "Revoke session" }).click();
  expect((await revoked).status()).toBe(200);
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText("Current session");

  await second.goto("/dashboard");
  await expect(second).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);
  await other.close();
});
