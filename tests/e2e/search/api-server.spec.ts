import { expect, test } from "@playwright/test";

import { E2E_API_RATE_LIMIT } from "../support/server-limits";

// The production web server answers /v2 and /v3 in front of Next.js (apps/web/server/web-server.ts).
// What a launcher relies on there: CORS, HEAD, the error body, links built from the request's host — and a rate
// limit keyed by the real client address, which a client cannot reset by writing X-Forwarded-For itself.

const remaining = (headers: Record<string, string>) => Number(headers["x-ratelimit-remaining"]);

test("a client cannot pick its own rate-limit bucket with X-Forwarded-For", async ({ request }) => {
  const first = await request.get("/v2/tag/side_type", { headers: { "X-Forwarded-For": "198.51.100.7" } });
  const second = await request.get("/v2/tag/side_type", { headers: { "X-Forwarded-For": "198.51.100.8" } });
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  expect(remaining(second.headers())).toBeLessThan(remaining(first.headers()));
  expect(second.headers()["x-ratelimit-limit"]).toBe(String(E2E_API_RATE_LIMIT));
});

test("answers preflight, HEAD and unknown routes as the API does", async ({ request }) => {
  const preflight = await request.fetch("/v2/search", {
    method: "OPTIONS",
    headers: { Origin: "https://launcher.example", "Access-Control-Request-Method": "GET" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-origin"]).toBe("*");

  const head = await request.head("/v2/tag/loader");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toContain("application/json");
  expect((await head.body()).length).toBe(0);

  const missing = await request.get("/v2/no-such-route");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "not_found", description: "the requested route does not exist" });
});

// The files were stored by the launcher's seed; the web process serves them (it works from another directory).
test("file and icon links in API answers point at the host the client asked, and serve", async ({
  request,
  baseURL,
}) => {
  const [hit] = (await (await request.get('/v2/search?limit=1&facets=[["project_type:mod"]]')).json()).hits as {
    project_id: string;
    icon_url: string;
  }[];
  const icon = new URL(hit!.icon_url);
  expect(icon.origin).toBe(new URL(baseURL!).origin);
  expect((await request.get(icon.pathname)).status()).toBe(200);
  const versions = (await (await request.get(`/v2/project/${hit!.project_id}/version`)).json()) as {
    files: { url: string }[];
  }[];
  const url = new URL(versions[0]!.files[0]!.url);
  expect(url.origin).toBe(new URL(baseURL!).origin);
  const download = await request.get(url.pathname);
  expect(download.status()).toBe(200);
});
