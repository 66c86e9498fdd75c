import { expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";

import { demoIds } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// The Atom feeds on the built app (issue 15): the project page's <head> names its public feed, which Next.js
// serves beside the page; the private feed's address is made, renewed and turned off from /settings/notifications.
// The feeds' contents, filters and refusals are the integration tests' (project-feed-http, private-feed).

/** Entries' `updated` times of a well-formed Atom document. */
function entryTimes(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === "entry" }).parse(xml) as {
    feed: { entry?: { updated: string }[] };
  };
  return (parsed.feed.entry ?? []).map((entry) => entry.updated);
}

const newestFirst = (times: string[]) => [...times].sort((a, b) => b.localeCompare(a));

test("a project page links its public Atom feed, which lists its versions newest first", async ({ request }) => {
  const ids = await demoIds(request);
  const slug = ids.project.mod!;
  const html = await (await request.get(`/mod/${slug}`, { headers: { "user-agent": "Twitterbot/1.0" } })).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const link = /<link[^>]*type="application\/atom\+xml"[^>]*>/.exec(head)?.[0];
  expect(link, "the page's <head> names its feed").toBeTruthy();
  expect(link).toContain('rel="alternate"');
  const href = /href="([^"]+)"/.exec(link!)![1]!;
  expect(new URL(href).pathname).toBe(`/mod/${slug}/feed.atom`);

  const feed = await request.get(new URL(href).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const times = entryTimes(await feed.text());
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual(newestFirst(times));
  // Another address of the project redirects to the canonical feed, as its pages do.
  const other = await request.get(`/project/${slug}/feed.atom`, { maxRedirects: 0 });
  expect(other.status()).toBe(307);
  expect(other.headers()["location"]).toBe(`/mod/${slug}/feed.atom`);
  expect((await request.get("/mod/no-such-project-here/feed.atom")).status()).toBe(404);
});

test("the private feed's address is made, renewed and turned off from the notification settings", async ({ page }) => {
  await useDemoSession(page.context(), "moderator");
  await page.goto("/settings/notifications");
  const section = page.locator("#private-feed");
  await expect(section.getByRole("heading", { name: "Private feed" })).toBeVisible();
  // A run before this one may have left it on: start from off.
  if (await section.getByRole("button", { name: "Turn off" }).isVisible()) {
    await section.getByRole("button", { name: "Turn off" }).click();
  }
  await expect(section.getByTestId("private-feed-off")).toBeVisible();

  await section.getByRole("button", { name: "Create feed address" }).click();
  const address = section.getByRole("textbox", { name: "Feed address" });
  await expect(address).toHaveValue(/\/notifications\/feed\/[\w-]{43}\.atom$/);
  const first = new URL(await address.inputValue()).pathname;
  const answer = await page.request.get(first);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  const times = entryTimes(await answer.text());
  expect(times).toEqual(newestFirst(times));

  await section.getByRole("button", { name: "New address" }).click();
  await expect(address).not.toHaveValue(new RegExp(`${first}$`));
  const second = new URL(await address.inputValue()).pathname;
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  await section.getByRole("button", { name: "Turn off" }).click();
  await expect(section.getByTestId("private-feed-off")).toBeVisible();
  expect((await page.request.get(second)).status()).toBe(404);
});
