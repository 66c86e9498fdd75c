import { expect, test } from "@playwright/test";

// The rendered API reference is self-hosted: every request the page makes while it draws /v2/openapi.json goes
// to this site (no fonts, CDN, telemetry or proxy), and its Content-Security-Policy lets Scalar work.
test("/docs/api renders the OpenAPI document and requests nothing from another origin", async ({ page, baseURL }) => {
  // A cap for the whole test, which waits for Scalar below.
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });

  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "API documentation" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);

  // The document was fetched and drawn: its title and description, and the resource tags in the sidebar.
  // A cap, not a wait: Scalar parses the whole OpenAPI document in the page before drawing it, which took over
  // 15 s on a loaded 2-core machine (the sidebar said "undefined" until then); it passes as soon as it is drawn.
  await expect(page.getByText("Hopper API", { exact: true }).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText(/The public API of Hopper, compatible with the Modrinth API/).first()).toBeVisible();
  for (const tag of ["Projects", "Version files", "Search"]) {
    await expect(page.getByText(tag, { exact: true }).first()).toBeAttached();
  }
  await page.waitForLoadState("networkidle");

  const data = (url: string) => url.startsWith("data:") || url.startsWith("blob:");
  expect(requested.filter((url) => !data(url) && new URL(url).origin !== origin)).toEqual([]);
  expect(requested).toContain(`${origin}/v2/openapi.json`);
  expect(requested.some((url) => url.startsWith(`${origin}/docs/api/scalar.js?v=`))).toBe(true);
  // Scalar probes `new Function` once (caught) to learn whether eval is allowed, and tries its registry
  // (api.scalar.com through proxy.scalar.com), which the CSP refuses before any request leaves (none is in
  // `requested` above); anything else is a real block of something the page needs.
  const expected = (text: string) =>
    text.startsWith("script-src eval") || text.startsWith("connect-src https://proxy.scalar.com/");
  expect(violations.filter((text) => !expected(text))).toEqual([]);
});
