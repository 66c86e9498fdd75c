import { expect, test } from "@playwright/test";

const htmlTag = async (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? "";

test("choosing a theme stores the colour-mode cookie and the server renders it", async ({ page, context }) => {
  await page.goto("/");
  // No cookie yet: `system`, resolved by CSS from the operating system's preference.
  await expect(page.locator("html")).toHaveClass(/system-mode/);

  const stored = page.waitForResponse(
    async (r) => r.request().method() === "POST" && ((await r.headerValue("set-cookie")) ?? "").includes("color-mode="),
  );
  await page.getByTestId("theme-picker").getByLabel("Light").check();
  // The server sends 10 years (Chromium itself caps any cookie at 400 days, so read the header, not the jar).
  const setCookie = (await (await stored).headerValue("set-cookie")) ?? "";
  expect(setCookie).toMatch(/color-mode=light; Path=\/; [^\n]*Max-Age=315360000/);
  expect(setCookie).toMatch(/color-mode=light;[^\n]*Secure/);
  expect(setCookie).toMatch(/color-mode=light;[^\n]*SameSite=lax/i);

  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "color-mode")?.value).toBe("light");
  expect((await context.cookies()).find((c) => c.name === "color-mode")).toMatchObject({
    path: "/",
    sameSite: "Lax",
    secure: true,
  });

  // The next document already carries the theme: no flash, no script needed.
  const html = await (await page.request.get("/")).text();
  expect(await htmlTag(html)).toContain('class="light-mode"');
  await page.reload();
  await expect(page.locator("html")).toHaveClass("light-mode");

  // A dark theme also becomes the one `system` uses at night.
  await page.getByTestId("theme-picker").getByLabel("OLED").check();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "color-mode")?.value).toBe("oled");
  await page.reload();
  await expect(page.locator("html")).toHaveClass("dark-mode oled-mode");
  const cosmetics = (await context.cookies()).find((c) => c.name === "cosmetics");
  expect(JSON.parse(decodeURIComponent(cosmetics!.value))).toMatchObject({ preferredDarkTheme: "oled" });
});

test("system follows the operating system, into the preferred dark theme", async ({ page, context, baseURL }) => {
  const cosmetics = encodeURIComponent(JSON.stringify({ preferredDarkTheme: "oled" }));
  await context.addCookies([
    { name: "color-mode", value: "system", url: baseURL! },
    { name: "cosmetics", value: cosmetics, url: baseURL! },
  ]);
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass("system-mode system-oled");
  expect(await background()).toBe("rgb(244, 245, 247)");

  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe("rgb(0, 0, 0)");
});
