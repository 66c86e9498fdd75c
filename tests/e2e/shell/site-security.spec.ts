// Issue 13 items 7 and 8 against the built, started app: staff pages answer 401/403 (not 500), every state change
// (server action, form route, tRPC mutation) refuses a foreign, `null` or missing Origin, and redirects after
// forms keep the browser on the host it used.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { signIn, unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

const STAFF_PAGES = ["/admin/mail", "/admin/user_email"];
/** No Origin (with the session cookie), `null`, another site. */
const REFUSED_ORIGINS: Record<string, string>[] = [{}, { origin: "null" }, { origin: "https://evil.example" }];

/** The id Next.js gave a server action in the build the started app serves. */
function actionId(name: string): string {
  const file = path.join(process.cwd(), "apps/web/.next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { node: Record<string, { exportedName?: string }> };
  const entry = Object.entries(manifest.node).find(([, action]) => action.exportedName === name);
  if (!entry) throw new Error(`No server action ${name} in ${file}`);
  return entry[0];
}

/** The same site at the loopback address, while the launcher's HOPPER_URL default names localhost. */
const loopback = (baseURL: string | undefined) => `http://127.0.0.1:${new URL(baseURL ?? "http://x:3100").port}`;

test("staff pages answer 401 to anonymous visitors and 403 to signed-in non-staff, never 500", async ({ page }) => {
  for (const path of STAFF_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByTestId("error-status")).toHaveText("401");
    await expect(page.getByTestId("error-detail")).toHaveText("You must be signed in to view this page.");
  }
  await useDemoSession(page.context(), "creator");
  for (const path of [...STAFF_PAGES, "/admin/user_email?email=creator%40hopper.test", "/admin/mail?to=x"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uh oh!");
    await expect(page.getByTestId("error-status")).toHaveText("403");
    await expect(page.getByTestId("error-detail")).toHaveText("Only moderators and admins can view this page.");
    // One site frame, as on the 404 page.
    await expect(page.locator("header:has(a[href='#main'])")).toHaveCount(1);
  }
});

test("state changes refuse a foreign, null or missing Origin with 403", async ({ page, baseURL }) => {
  await useDemoSession(page.context(), "creator");
  const site = new URL(baseURL!).origin;
  // page.request shares the browser's cookies (the session) but sends no Origin or Sec-Fetch-* of its own.
  const request: APIRequestContext = page.request;

  const action = (headers: Record<string, string>) =>
    request.post("/dashboard", {
      headers: {
        "next-action": actionId("latestBuildIdAction"),
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
      data: "[]",
      maxRedirects: 0,
    });
  for (const origin of ["https://evil.example", "null"]) {
    expect((await action({ origin })).status(), `server action, Origin ${origin}`).toBe(403);
  }
  expect((await action({})).status(), "server action without Origin").toBe(403);
  expect((await action({ "sec-fetch-site": "cross-site" })).status()).toBe(403);
  expect((await action({ origin: site })).status(), "same-origin server action").toBe(200);
  expect((await action({ "sec-fetch-site": "same-origin" })).status(), "Sec-Fetch-Site: same-origin").toBe(200);

  const mutation = (headers: Record<string, string>) =>
    request.post("/api/trpc/accounts.profile.setNewsletter", {
      headers: { "content-type": "application/json", ...headers },
      data: JSON.stringify({ newsletter: false }),
    });
  for (const headers of REFUSED_ORIGINS) {
    expect((await mutation(headers)).status(), `tRPC mutation ${JSON.stringify(headers)}`).toBe(403);
  }
  expect((await mutation({ origin: site })).status()).not.toBe(403);

  const form = (headers: Record<string, string>) =>
    request.post("/auth/resend-verification", { headers, form: {}, maxRedirects: 0 });
  for (const headers of REFUSED_ORIGINS) {
    expect((await form(headers)).status(), `form route ${JSON.stringify(headers)}`).toBe(403);
  }
  expect((await form({ origin: site })).status()).toBe(303);
});

/** A small, real Fabric mod jar (unique bytes per run, so the duplicate-file rule never trips). */
function fabricJar(id: string): Buffer {
  return Buffer.from(
    zipSync({
      "fabric.mod.json": strToU8(
        JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
      ),
      [`${id}/Main.class`]: strToU8(`class ${id}`),
    }),
  );
}

test("at 127.0.0.1, sign-in, project creation and version upload all stay on 127.0.0.1, signed in", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = loopback(baseURL);
  const slug = unique("loopback").toLowerCase();
  await signIn(page, "demo-creator", "hopper-creator", base);
  await expect(page).toHaveURL(`${base}/dashboard`);

  await page.goto(`${base}/dashboard/projects`);
  await page.getByRole("button", { name: "Create a project" }).click();
  const create = page.getByRole("form", { name: "Create a project" });
  await create.getByLabel("Name").fill("Loopback mod");
  await create.getByLabel("URL").fill(slug);
  await create.getByLabel(/^Summary/).fill("Made by a browser test");
  await create.getByLabel("Type").selectOption("mod");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`^${base.replace(/[.]/g, "\\.")}/mod/${slug}/settings`));

  await page.goto(`${base}/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: `${slug}-1.0.0.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(slug.replace(/-/g, "_")),
  });
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByLabel("Version number (at most 32 characters)").fill("1.0.0");
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(`${base}/mod/${slug}/version/1.0.0`);
  await expect(page.getByTestId("version-number")).toHaveText("1.0.0");
  await expect(page.getByTestId("user-menu-username")).toHaveText("demo-creator");
});
