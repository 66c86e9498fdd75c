import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { demoIds } from "../support/declared-pages";
import type { DemoIds } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// Issue 14, keyboard: every element the Tab key reaches shows where focus is, and dialogs keep focus inside
// while open and give it back to what opened them.

/** How many Tab presses a page gets: enough to pass the header, the page's own controls and the footer's start. */
const PRESSES = 40;

interface Stop {
  element: string;
  visible: boolean;
}

/** What the focused element is and whether it draws a focus indicator (an outline or a ring). */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${text}"`;
    return { element: name, visible: outline || ring };
  });
}

/** Tabs through the page from its start; answers the stops without a visible focus indicator. */
async function unmarkedStops(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  const missing: string[] = [];
  for (let press = 0; press < PRESSES; press++) {
    await page.keyboard.press("Tab");
    const stop = await focusedStop(page);
    if (stop && !stop.visible) missing.push(`${path}: ${stop.element}`);
  }
  return missing;
}

let ids: DemoIds;

test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

test("every element the Tab key reaches shows a focus indicator, signed out", async ({ page }) => {
  const missing: string[] = [];
  for (const path of ["/", "/mods", `/mod/${ids.project.mod}`, `/mod/${ids.project.mod}/gallery`, "/auth/sign-in"]) {
    missing.push(...(await unmarkedStops(page, path)));
  }
  expect(missing, `focus without an indicator:\n${missing.join("\n")}`).toEqual([]);
});

test("every element the Tab key reaches shows a focus indicator, signed in", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  const missing: string[] = [];
  for (const path of ["/dashboard", "/dashboard/projects", `/mod/${ids.project.mod}/settings`]) {
    missing.push(...(await unmarkedStops(page, path)));
  }
  expect(missing, `focus without an indicator:\n${missing.join("\n")}`).toEqual([]);
});

test("the skip link is the first stop and moves focus to the page's content", async ({ page }) => {
  await page.goto("/mods");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the create-project dialog keeps focus inside while open and returns it on close", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/projects");
  const opener = page.getByTestId("create-project");
  const dialog = page.getByRole("dialog", { name: "Create a project" });

  for (const close of ["Escape", "Cancel"] as const) {
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    // Focus moved into the dialog, and no Tab press reaches the page behind it (the browser's own controls,
    // where focus goes past the last field, show as the document body here).
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let press = 0; press < 15; press++) {
      await page.keyboard.press("Tab");
      const outside = await dialog.evaluate(
        (node) =>
          document.activeElement !== null &&
          document.activeElement !== document.body &&
          !node.contains(document.activeElement),
      );
      expect(outside, `Tab press ${press + 1} left the dialog`).toBe(false);
    }
    if (close === "Escape") await page.keyboard.press("Escape");
    else await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test("a gallery picture opens in a dialog that keeps and returns focus", async ({ page }) => {
  await page.goto(`/mod/${ids.project.mod}/gallery`);
  const opener = page.getByTestId("gallery").getByRole("link").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press("Tab");
    const outside = await dialog.evaluate(
      (node) =>
        document.activeElement !== null &&
        document.activeElement !== document.body &&
        !node.contains(document.activeElement),
    );
    expect(outside, `Tab press ${press + 1} left the dialog`).toBe(false);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the user menu and the project's more menu close on Escape, a click outside and navigation", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard");
  // Escape and outside clicks close menus once the page's script listens (menu-dismiss.tsx marks the document).
  const menusListen = () => expect(page.locator("html")).toHaveAttribute("data-menu-dismiss", "armed");
  await menusListen();
  const userMenu = page.getByTestId("user-menu");
  const menuButton = userMenu.locator("summary");

  // Opened from the keyboard, Escape closes it and focus is back on its button.
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(userMenu).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(userMenu).not.toHaveAttribute("open");
  await expect(menuButton).toBeFocused();

  // A click outside closes it; so does following one of its links.
  await menuButton.click();
  await expect(userMenu).toHaveAttribute("open", "");
  await page.locator("main").click({ position: { x: 5, y: 5 } });
  await expect(userMenu).not.toHaveAttribute("open");
  await menuButton.click();
  await userMenu.getByRole("link").first().click();
  await expect(userMenu).not.toHaveAttribute("open");

  await page.goto(`/mod/${ids.project.mod}`);
  await menusListen();
  const more = page.getByTestId("project-more");
  await more.locator("summary").click();
  await expect(more).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(more).not.toHaveAttribute("open");
});

test("a menu opened before the page's script runs stays open when it starts", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  // The scripts wait until the menu is open, as on a slow connection (the native <details> opens without them).
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: held style sheets would keep the page from painting.
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await opened;
    await route.continue();
  });
  await page.goto("/dashboard", { waitUntil: "commit" });
  const userMenu = page.getByTestId("user-menu");
  await userMenu.locator("summary").click();
  await expect(userMenu).toHaveAttribute("open", "");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-menu-dismiss", "armed");
  await expect(userMenu).toHaveAttribute("open", "");
});
