import { describe, expect, it } from "vitest";

import { setupRouteServer } from "../../../tests/support/route-server";
import { apiReferencePage, scalarBundle } from "../server/api-reference";

// /docs/api and its bundle over real HTTP. The browser test (tests/e2e/site/api-reference.spec.ts) checks that
// the page renders and calls nothing outside the site.
const page = setupRouteServer(() => apiReferencePage());
const bundle = setupRouteServer(() => scalarBundle());

describe("/docs/api", () => {
  it("loads Scalar from this site, mounts it on /v2/openapi.json, and forbids anything else", async () => {
    const response = await fetch(`${page.origin}/docs/api`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/<script src="\/docs\/api\/scalar\.js\?v=\d+\.\d+\.\d+"><\/script>/);
    expect(html).toContain('"url":"/v2/openapi.json"');
    expect(html).toContain('"withDefaultFonts":false');
    expect(html).not.toMatch(/https?:\/\//);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("serves the bundle as JavaScript with a year-long immutable cache", async () => {
    const response = await fetch(`${bundle.origin}/docs/api/scalar.js?v=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const source = await response.text();
    expect(source.length).toBeGreaterThan(1_000_000);
    // Scalar's remote font faces are cut from the served copy (the browser would fetch them).
    expect(source).not.toContain("fonts.scalar.com");
  });
});
