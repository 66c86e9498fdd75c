import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { audit, report, statusFinding } from "../support/axe";
import type { Finding } from "../support/axe";
import {
  declaredPages,
  DEMO_ACCOUNTS,
  demoIds,
  demoPaths,
  oneOfEachKind,
  walkedSignedIn,
} from "../support/declared-pages";
import type { DeclaredPage, DemoIds, PageAccess } from "../support/declared-pages";
import { storageStateFor } from "../support/demo-sessions";
import type { DemoAccount } from "../support/demo-sessions";
import { measure, NARROW_PHONE, overflowLine, PHONE } from "../support/overflow";

// Issue 14, phones and accessibility in one walk: every page the manifests declare, with demo ids — signed out,
// signed in as demo-creator (who owns the demo projects, so their settings pages render) and, for staff pages, as
// demo-admin — is loaded once at 390×844 and must
// - fit the screen (`scrollWidth > innerWidth` fails, naming the elements that stick out: support/overflow.ts), at
//   390 px and again at 360 px (the narrowest phone the issue names: the page is only resized and re-measured, no
//   second load and no second audit, so the walk takes little longer), and
// - have no serious or critical axe-core finding (support/axe.ts). One page of each kind (`oneOfEachKind`) is
//   audited after widening it to 1280×720, the desktop layout, which shows what a phone's hides (the listing's
//   filter sidebar, the header's links); every other page at 390 px, so a kind's other copies (the other project
//   types' pages, the legal texts) show its phone layout. One audit a page (it costs a second or two) keeps the
//   walk of every page within the time the separate phone walk and axe walk of one page of each kind took.
// Both checks list every offender before failing, so one run shows everything left to fix.

const DESKTOP = { width: 1280, height: 720 } as const;

test.use({ viewport: PHONE });

interface Problems {
  overflows: string[];
  findings: Finding[];
}

/** Two animation frames: the layout of the new width has been computed and painted (CSS only: no script reads it). */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function walk(page: Page, pages: DeclaredPage[], ids: DemoIds, who: string): Promise<Problems> {
  const problems: Problems = { overflows: [], findings: [] };
  // Pages that only redirect (`/project/…` to the type's own path) land on a page audited already.
  const audited = new Set<string>();
  for (const { page: declared, path } of demoPaths(ids, pages)) {
    await page.setViewportSize(PHONE);
    const response = await page.goto(path, { waitUntil: "load" });
    const status = response?.status() ?? 0;
    if (status >= 400) {
      problems.findings.push(statusFinding(path, who, status));
      continue;
    }
    const overflow = overflowLine(path, who, await page.evaluate(measure), PHONE);
    if (overflow) problems.overflows.push(overflow);
    const landed = new URL(page.url()).pathname;
    if (audited.has(landed)) continue;
    audited.add(landed);
    if (oneOfEachKind(declared)) {
      await page.setViewportSize(DESKTOP);
      await settled(page);
      problems.findings.push(...(await audit(page, path, `${who}, 1280 px`)));
    } else {
      problems.findings.push(...(await audit(page, path, `${who}, 390 px`)));
    }
    // The same page at 360 px (a page that only redirected was measured there under the path it landed on).
    await page.setViewportSize(NARROW_PHONE);
    await settled(page);
    const narrow = overflowLine(path, who, await page.evaluate(measure), NARROW_PHONE);
    if (narrow) problems.overflows.push(narrow);
  }
  return problems;
}

function expectNone(problems: Problems) {
  const { overflows, findings } = problems;
  expect.soft(overflows, `${overflows.length} overflows at 390 or 360 px:\n${overflows.join("\n")}`).toEqual([]);
  expect.soft(findings, report(findings)).toEqual([]);
}

let ids: DemoIds;

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

/** The walk's pages for one state, one test per module (a failure names the module, and each has its own cap). */
function byModule(include: (page: DeclaredPage) => boolean): [string, DeclaredPage[]][] {
  const groups = new Map<string, DeclaredPage[]>();
  for (const page of declaredPages().filter(include))
    groups.set(page.module, [...(groups.get(page.module) ?? []), page]);
  return [...groups];
}

// A cap, not a wait: each test walks a finite list of pages (a load, a measure and an audit, a few seconds a page on
// a loaded machine) and ends when the last one is done.
const capFor = (pages: DeclaredPage[]) => 30_000 + pages.length * 20_000;

const STATES: { who: string; account?: DemoAccount; access: PageAccess[]; include: (page: DeclaredPage) => boolean }[] =
  [
    { who: "signed out", access: ["public"], include: () => true },
    {
      who: DEMO_ACCOUNTS.creator.username,
      account: "creator",
      access: ["public", "signed-in"],
      include: walkedSignedIn,
    },
    { who: DEMO_ACCOUNTS.admin.username, account: "admin", access: ["staff"], include: () => true },
  ];

for (const { who, account, access, include } of STATES) {
  test.describe(who, () => {
    if (account) test.use({ storageState: storageStateFor(account) });
    const groups = byModule((page) => access.includes(page.access) && include(page));
    for (const [module, pages] of groups) {
      test(`every ${module} page fits a 390 and a 360 px phone and has no serious axe finding, ${who}`, async ({
        page,
      }) => {
        test.setTimeout(capFor(pages));
        expectNone(await walk(page, pages, ids, who));
      });
    }
  });
}
