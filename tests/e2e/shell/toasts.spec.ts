import { expect, test } from "@playwright/test";

import type { ToastInput } from "../../../modules/ui/src/toasts/toast-store";

declare global {
  interface Window {
    __hopperToast?: (input: ToastInput) => number;
  }
}

// The toast hook exists in developer mode (production build) and on development servers.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "developer-mode", value: "1", url: baseURL! }]);
});

test("identical notifications merge into one with an 'x N' counter", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => typeof window.__hopperToast === "function");

  const toast = (input: ToastInput) => page.evaluate((i) => window.__hopperToast!(i), input);
  await toast({ type: "error", title: "Upload failed", text: "The file is too large.", errorCode: 413 });
  await toast({ type: "error", title: "Upload failed", text: "The file is too large.", errorCode: 413 });

  const cards = page.getByTestId("toast");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("toast-count")).toHaveText("x 2");
  await expect(cards.first().getByTestId("toast-error-code")).toHaveText("Error code: 413");

  // A different text is a different notification; untitled errors get the generic title.
  await toast({ type: "error", text: "Something else broke." });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText("An error occurred");

  await cards.first().getByRole("button", { name: "Dismiss notification" }).click();
  await expect(cards).toHaveCount(1);
});

test("the copy button confirms for two seconds", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await page.goto("/");
  await page.waitForFunction(() => typeof window.__hopperToast === "function");
  await page.evaluate(() => window.__hopperToast!({ type: "warning", title: "Heads up", text: "Copy me" }));

  const card = page.getByTestId("toast");
  await card.getByRole("button", { name: "Copy" }).click();
  await expect(card.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Heads up\nCopy me");
  // Back to "Copy" after its two seconds (within the expectation cap; a loaded browser fires timers late).
  await expect(card.getByRole("button", { name: "Copy" })).toBeVisible();
});

test("the notification area moves up when a support chat widget is on the page", async ({ page }) => {
  await page.goto("/");
  const area = page.getByTestId("toast-area");
  await expect(area).not.toHaveAttribute("data-shifted");
  await page.evaluate(() => {
    const widget = document.createElement("div");
    widget.dataset.supportChat = "";
    document.body.appendChild(widget);
  });
  await expect(area).toHaveAttribute("data-shifted", "true");
});
