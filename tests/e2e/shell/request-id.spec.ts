// Issue 13 item 15 against the built, started app: the web server in front of Next.js gives every answer —
// pages, the public API, tRPC, a 404 — an X-Request-ID (the one a proxy sent when it is sane), the id its log
// lines carry (the lines themselves are tested over HTTP in apps/web/tests/request-log.test.ts).
import { expect, test } from "@playwright/test";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("every answer carries an X-Request-ID: the proxy's when sane, else a new one", async ({ request }) => {
  for (const path of ["/", "/v2/tag/loader", "/api/trpc/accounts.me", "/no-such-page"]) {
    const kept = await request.get(path, { headers: { "x-request-id": `e2e-${path.length}.abc` } });
    expect(kept.headers()["x-request-id"], path).toBe(`e2e-${path.length}.abc`);
    const fresh = await request.get(path, { headers: { "x-request-id": "not sane!" } });
    expect(fresh.headers()["x-request-id"], path).toMatch(UUID);
  }
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  expect(page.headers()["x-request-id"]).toMatch(UUID);
});
