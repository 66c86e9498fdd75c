// Issue 13 items 10 and 6 against the built, started app (the real web server in front of Next.js): a cookie
// with a malformed percent-escape beside the session breaks nothing — pages, tRPC and the session-only API —
// and a server action declaring a body over the limit is refused with 413 before it is read.
import { request as httpRequest } from "node:http";

import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

test("a stray cookie with a bad percent-escape beside the session: pages, tRPC and the API still work", async ({
  page,
  context,
  baseURL,
}) => {
  await useDemoSession(page.context(), "creator");
  await context.addCookies([{ name: "a", value: "%E0%A4%A", url: baseURL ?? "http://localhost:3100" }]);
  const sent = await context.cookies();
  expect(sent.map((cookie) => cookie.name)).toContain("a");

  // A page that needs the session (anonymous visitors are sent to sign-in).
  const response = await page.goto("/settings/profile");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/settings\/profile$/);

  // tRPC, with the browser's cookies.
  const me = await page.request.get("/api/trpc/accounts.me", { headers: { "sec-fetch-site": "same-origin" } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { result: { data: { json: { username: string } } } }).result.data.json.username).toBe(
    "demo-creator",
  );

  // The public API's session-only route reads the same Cookie header.
  const sessions = await page.request.get("/v2/session/list");
  expect(sessions.status()).toBe(200);
  expect(Array.isArray(await sessions.json())).toBe(true);
});

test("a server action declaring more than 6 MiB is refused with 413 before its body is read", async ({ baseURL }) => {
  const origin = new URL(baseURL ?? "http://localhost:3100").origin;
  // Headers and a kilobyte only: the answer can come only if the server refused on the declared length.
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(new URL("/", origin), {
      method: "POST",
      headers: {
        origin,
        "next-action": "0".repeat(42),
        "content-type": "text/plain;charset=UTF-8",
        "content-length": String(50 * 1024 * 1024),
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text });
      });
    });
    req.on("error", reject);
    req.write("x".repeat(1024));
  });
  expect(answer).toEqual({ status: 413, text: "The request body must be at most 6 MiB." });
});
