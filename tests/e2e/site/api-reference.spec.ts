import { expect, test } from "@playwright/test";

// The rendered API reference is self-hosted: every request the page makes while it draws /v2/openapi.json goes
// to this site (no fonts, CDN, telemetry or proxy), and its Content-Security-Policy lets Scalar work.
test("/docs/api renders the OpenAPI document and requests nothing from another origin", async ({ page, baseURL }) => {
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

  await expect(page.getByRole("heading", { name: "Hopper API", level: 1 })).toBeVisible();
  // Operations of several tags are listed with their summaries.
  await expect(page.getByText("A project by id or slug").first()).toBeAttached();
  await expect(
    page.getByText("Search public projects with text, facets, a sort and a true offset").first(),
  ).toBeAttached();
  await page.waitForLoadState("networkidle");

  const data = (url: string) => url.startsWith("data:") || url.startsWith("blob:");
  expect(requested.filter((url) => !data(url) && new URL(url).origin !== origin)).toEqual([]);
  expect(requested).toContain(`${origin}/v2/openapi.json`);
  expect(requested.some((url) => url.startsWith(`${origin}/docs/api/scalar.js?v=`))).toBe(true);
  // Scalar probes `new Function` once (caught) to learn whether eval is allowed; anything else is a real block.
  expect(violations.filter((text) => !text.startsWith("script-src eval"))).toEqual([]);
});
