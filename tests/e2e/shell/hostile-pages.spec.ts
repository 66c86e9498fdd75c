import { expect, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";

import { declaredPages, demoIds, isDynamic, pathFor, walkedSignedIn } from "../support/declared-pages";
import type { DeclaredPage, DemoIds } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// Issue 13: every declared page route under hostile input — empty, NUL, control characters, invalid UTF-8
// and percent-encoding, huge, wrong type — in its path params and query string, anonymous and signed in,
// against the real built app behind the real web server. Any 5xx fails the test with the requests that gave
// it. (REST routes get the same walk in apps/web/tests/hostile-input-walk.test.ts.) The pages and the real
// demo ids for their other dynamic segments come from tests/e2e/support/declared-pages.ts, so hostile input
// reaches pages that render something (a project, a version, a user) and not only their not-found page.

// Path values reach the pages (the front answers 400 for NUL and malformed escapes; one of each checks that).
const SEGMENTS = ["%07%1B%7F", "%27%21", "x".repeat(3000), "-1", "%F0%9F%8E%89", "ab%00cd", "%FF%FE"];
// Each query value goes into every parameter the pages read at once.
const QUERY_VALUES = ["", "%27", "!!!", "%FF", "%07", "-1", "1e400", "%5B%5B%22x", "x".repeat(5000)];
const QUERY_KEYS = ["q", "query", "page", "offset", "limit", "sort", "index", "f", "g", "l", "c", "e", "s", "m"];
const MORE_KEYS = ["v", "tab", "error", "notice", "to", "next", "callbackUrl", "redirect", "token", "type", "view"];

/** Every key twice, so pages also see arrays where they expect one value (a huge value goes in once). */
function queryWith(value: string): string {
  // Node refuses request heads over 16 KiB (431): huge text is sent once, in the key every listing reads.
  if (value.length > 100) return `q=${value}`;
  return [...QUERY_KEYS, ...MORE_KEYS].map((key) => `${key}=${value}&${key}=${value}`).join("&");
}

async function walk(request: APIRequestContext, targets: string[], who: string): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      // Redirects are answers too (guards send visitors to sign in): the walk judges the first response.
      const response = await request.get(target, { maxRedirects: 0, failOnStatusCode: false });
      if (response.status() >= 500) {
        const shown = target.length > 160 ? `${target.slice(0, 160)}… (${target.length} chars)` : target;
        failures.push(`GET ${shown} [${who}] → ${response.status()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return failures;
}

function targetsFor(
  pages: readonly DeclaredPage[],
  ids: DemoIds,
  segments: readonly string[],
  values: readonly string[],
): string[] {
  const targets: string[] = [];
  for (const page of pages) {
    const dynamic = page.segments.filter(isDynamic).length;
    for (let at = 0; at < dynamic; at++) for (const hostile of segments) targets.push(pathFor(page, ids, at, hostile));
    for (const value of values) targets.push(`${pathFor(page, ids)}?${queryWith(value)}`);
  }
  return targets;
}

const pages = declaredPages();
let ids: DemoIds;

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

test("the app declares the pages the walk covers", () => {
  expect(pages.length).toBeGreaterThan(40);
  expect(pages.map((page) => page.route)).toContain("/mods");
});

test("no page answers 5xx to hostile path params and query strings, anonymous", async ({ request }) => {
  // A cap, not a wait: the walk is a bounded list of requests (about two minutes idle) and ends when they are done.
  test.setTimeout(600_000);
  const failures = await walk(request, targetsFor(pages, ids, SEGMENTS, QUERY_VALUES), "anonymous");
  expect(failures, `${failures.length} requests answered 5xx:\n${failures.join("\n")}`).toEqual([]);
});

test("no page answers 5xx to hostile input, signed in", async ({ page }) => {
  // A cap, not a wait: the walk is a bounded list of requests (about two minutes idle) and ends when they are done.
  test.setTimeout(600_000);
  await useDemoSession(page.context(), "creator");
  // The pages with content of their own signed in (`walkedSignedIn`, as the page walk takes them): the other public
  // pages (the other project types' copies, the legal texts, the sign-in forms) differ signed in only by the
  // header, which these carry too, and the anonymous walk gives them every hostile value.
  const targets = targetsFor(pages.filter(walkedSignedIn), ids, SEGMENTS.slice(0, 3), QUERY_VALUES.slice(0, 4));
  const failures = await walk(page.request, targets, "demo-creator");
  expect(failures, `${failures.length} requests answered 5xx:\n${failures.join("\n")}`).toEqual([]);
});

test("the search page answers text without letters or digits and malformed paths without a 500", async ({
  request,
}) => {
  for (const q of ["'", "!!!", "-", ".", "++", "🎉"]) {
    const response = await request.get(`/mods?q=${encodeURIComponent(q)}`);
    expect(response.status(), q).toBe(200);
  }
  for (const target of ["/v2/project/%FF%FE", "/cdn/%ff", "/data/%ff/x", "/mod/%FF", "/mods?q=%00"]) {
    const response = await request.get(target, { failOnStatusCode: false });
    expect(response.status(), target).toBe(400);
  }
});
