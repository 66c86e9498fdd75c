import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

/** A script chunk of the running build that fails to load, as after a redeploy. */
async function failAChunk(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const script = document.createElement("script");
        script.src = `/_next/static/chunks/missing-${Date.now()}.js`;
        script.onerror = () => resolve();
        document.head.appendChild(script);
      }),
  );
}

/** Marks the document, once the page has hydrated and the build check listens (found by its data attribute). */
async function markDocument(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-build-check", "armed");
  await page.evaluate(() => (window.__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => window.__sameDocument === true);

test("a failed chunk makes the next navigation a full load, at most once per path in 10 s", async ({ page }) => {
  const legalLink = () => page.getByRole("contentinfo").getByRole("link", { name: "Terms" });

  // Normal case: client-side transition keeps the document.
  await page.goto("/");
  await markDocument(page);
  await legalLink().click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  expect(await sameDocument(page)).toBe(true);

  // After a chunk failure the next navigation loads a fresh document.
  await page.goto("/");
  await markDocument(page);
  await failAChunk(page);
  await legalLink().click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  expect(await sameDocument(page)).toBe(false);

  // Same path again within 10 seconds: the guard refuses a second reload, the router navigates.
  await page.goto("/");
  await markDocument(page);
  await failAChunk(page);
  await legalLink().click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  expect(await sameDocument(page)).toBe(true);
});
