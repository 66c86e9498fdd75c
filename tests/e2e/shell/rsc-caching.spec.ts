import { expect, test, type Page } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

// Issue 14, caching: the RSC payload a client-side navigation fetches (`RSC: 1`, text/x-component) follows the
// rule of its page's HTML (apps/web/server/page-headers.ts): `public, no-cache` signed out, `private, no-cache`
// signed in, never `no-store`, and Vary names the router's headers it is rendered from.

/** Clicks from /legal/terms to /legal/privacy and returns the headers of the navigation's payload (no prefetch). */
async function navigationPayload(page: Page) {
  await page.goto("/legal/terms");
  const payload = page.waitForResponse(async (response) => {
    const headers = await response.request().allHeaders();
    return (
      new URL(response.url()).pathname === "/legal/privacy" &&
      headers.rsc === "1" &&
      headers["next-router-prefetch"] === undefined
    );
  });
  await page.getByRole("navigation", { name: "Legal documents" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  return (await payload).allHeaders();
}

test("a client-side navigation's payload is public signed out, private signed in, and varies by the router", async ({
  page,
}) => {
  // Two navigations on a loaded machine.
  test.slow();
  const signedOut = await navigationPayload(page);
  expect(signedOut["content-type"]).toMatch(/^text\/x-component/);
  expect(signedOut["cache-control"]).toBe("public, no-cache");
  const vary = signedOut.vary?.split(",").map((name) => name.trim().toLowerCase()) ?? [];
  for (const name of ["rsc", "next-router-state-tree", "next-router-prefetch", "cookie", "accept-language"]) {
    expect(vary, name).toContain(name);
  }

  await useDemoSession(page.context(), "creator");
  expect((await navigationPayload(page))["cache-control"]).toBe("private, no-cache");
});
