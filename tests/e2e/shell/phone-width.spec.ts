import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { signIn, signUp, unique } from "../accounts/helpers";
import {
  DEMO_ACCOUNTS,
  declaredPages,
  demoPaths,
  demoIds,
  oneOfEachKind,
  walkedSignedIn,
} from "../support/declared-pages";
import type { DeclaredPage, DemoIds, PageAccess } from "../support/declared-pages";

// Issue 14 (phones): every page the manifests declare, with demo ids, at 390×844 — signed out, signed in as
// the demo creator (who owns the demo projects, so settings pages open), and as staff for the staff pages —
// must fit the screen: `document.documentElement.scrollWidth > innerWidth` fails the walk, naming the page
// and the widest elements that stick out, so the offender is found without opening the page.

// Not `isMobile`: mobile emulation zooms out to fit a too-wide page, which would hide the overflow this measures.
test.use({ viewport: { width: 390, height: 844 } });

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  culprits: string[];
}

/** The page's width against the screen's, with the elements whose right edge is past the screen. */
function measure(): Overflow {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join("");
    const testId = element.getAttribute("data-testid");
    return `${element.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ""}`;
  };
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  const sticking: { name: string; right: number }[] = [];
  // Looking for culprits only on a page that overflows keeps the walk quick.
  for (const element of scrollWidth > width ? document.body.querySelectorAll("*") : []) {
    const box = element.getBoundingClientRect();
    // Content wider than a box that does not scroll or clip it (a long word in a narrow flex row) sticks out
    // although the box does not.
    const contentRight = getComputedStyle(element).overflowX === "visible" ? box.left + element.scrollWidth : box.right;
    const right = Math.max(box.right, contentRight);
    if ((box.width === 0 && contentRight === box.right) || right <= width + 0.5) continue;
    // Only the outermost offender of a branch: its children stick out because it does.
    const parent = element.parentElement;
    if (parent && parent.getBoundingClientRect().right > width + 0.5) continue;
    const what = right > box.right + 0.5 ? `${describe(element)} (its content)` : describe(element);
    sticking.push({ name: what, right: Math.round(right) });
  }
  sticking.sort((a, b) => b.right - a.right);
  return {
    scrollWidth,
    innerWidth: width,
    culprits: sticking.slice(0, 5).map((item) => `${item.name} (right edge ${item.right})`),
  };
}

async function walk(
  page: Page,
  ids: DemoIds,
  access: readonly PageAccess[],
  who: string,
  include: (declared: DeclaredPage) => boolean = () => true,
): Promise<string[]> {
  const offenders: string[] = [];
  for (const { path } of demoPaths(
    ids,
    declaredPages().filter((declared) => access.includes(declared.access) && include(declared)),
  )) {
    await page.goto(path, { waitUntil: "load" });
    const result = await page.evaluate(measure);
    if (result.scrollWidth > result.innerWidth) {
      offenders.push(
        `${path} [${who}]: ${result.scrollWidth} px wide on a ${result.innerWidth} px screen — ${
          result.culprits.join(", ") ||
          // Nothing's box sticks out: text wider than its box, or an absolutely positioned element whose
          // containing block is outside the scrolling box it sits in (make that box `relative`).
          "no element box sticks out (look for text overflowing its box, or absolute children of a scroller)"
        }`,
      );
    }
  }
  return offenders;
}

let ids: DemoIds;

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

const report = (offenders: string[]) => `${offenders.length} pages overflow at 390 px:\n${offenders.join("\n")}`;

test("every declared page fits a 390 px phone, signed out", async ({ page }) => {
  // A cap, not a wait: a bounded walk of every public page, ending when the last one is measured.
  test.setTimeout(900_000);
  const offenders = await walk(page, ids, ["public"], "signed out");
  expect(offenders, report(offenders)).toEqual([]);
});

test("every declared page fits a 390 px phone, signed in", async ({ page }) => {
  // A cap, not a wait: a bounded walk of every page, ending when the last one is measured.
  test.setTimeout(900_000);
  await signIn(page, DEMO_ACCOUNTS.creator.username, DEMO_ACCOUNTS.creator.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Every page signed out above; signed in, one of each kind (the other types' settings render the same forms).
  const offenders = await walk(
    page,
    ids,
    ["public", "signed-in"],
    DEMO_ACCOUNTS.creator.username,
    (declared) => walkedSignedIn(declared) && oneOfEachKind(declared),
  );
  expect(offenders, report(offenders)).toEqual([]);
});

test("the staff pages fit a 390 px phone", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const offenders = await walk(page, ids, ["staff"], DEMO_ACCOUNTS.admin.username);
  expect(offenders, report(offenders)).toEqual([]);
});

test("a project named and summarised in long unbroken words fits its owner's profile on a phone", async ({ page }) => {
  // Found by the signed-in walk after other tests had made such projects: a card's content widened the page.
  const username = unique("e2e-phone").toLowerCase();
  await signUp(page, username, `${username}@example.com`, "phone password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  const slug = unique("e2e-unbroken").toLowerCase();
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill("Averyveryverylongprojectnamewithoutanyspacesinitatall-0123456789");
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel(/^Summary/).fill(`${"Unbrokensummarytext".repeat(12)}.`);
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));

  await page.goto(`/user/${username}`);
  await expect(page.getByTestId("project-summary")).toHaveCount(1);
  const result = await page.evaluate(measure);
  expect(result.scrollWidth, result.culprits.join(", ")).toBeLessThanOrEqual(result.innerWidth);
});
