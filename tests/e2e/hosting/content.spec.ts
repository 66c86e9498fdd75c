import { expect, test } from "@playwright/test";

import { DockerRuntime } from "@hopper/agent/local";

import { DOCKER_SOCKET } from "../support/docker";
import { DEMO_SERVER_ID } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// Content in a real browser (docs/hosting.md "Content"): demo-creator opens the demo server "Demo SMP" (seeded by
// modules/hosting/src/seed.ts on Paper 1.21.4, placed on the local agent `hopper start` runs), installs a plugin
// from the catalogue's search in one click — the agent downloads it from this web app — and finds its file under
// `plugins/` in the file list.

test("the owner installs a plugin from the catalogue and finds it in the file list", async ({ page }) => {
  const localAgentOff = process.env.HOSTING_LOCAL_AGENT === "off";
  const docker = !localAgentOff && (await new DockerRuntime(DOCKER_SOCKET).ping());
  if (!docker) {
    console.warn(
      `\n[e2e hosting] SKIPPED the content test: ${localAgentOff ? "HOSTING_LOCAL_AGENT=off" : `no Docker engine answers on ${DOCKER_SOCKET}`}, so \`hopper start\` runs no local agent\n`,
    );
  }
  test.skip(!docker, "no local agent: the demo server is never set up");
  // The demo server is placed by the provisioning job, or its sweep once the local agent answers.
  test.setTimeout(360_000);

  await useDemoSession(page.context(), "creator");
  const contentPage = `/servers/manage/${DEMO_SERVER_ID}/content`;
  await page.goto(contentPage);
  await expect(page.getByRole("heading", { name: "Content", exact: true })).toBeVisible();

  // Compatible catalogue projects are listed once the server is set up (the page is reloaded until then).
  const installable = page
    .getByTestId("content-hit")
    .filter({ has: page.getByRole("button", { name: /^Install / }) })
    .first();
  await expect(async () => {
    await page.goto(contentPage);
    await expect(installable).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 300_000 });

  const title = (await installable.locator("span.font-semibold").first().innerText()).trim();
  await installable.getByRole("button", { name: `Install ${title}` }).click();
  await expect(page.getByTestId("content-notice")).toHaveText("Installed.");

  const item = page.getByTestId("content-item").filter({ hasText: title });
  await expect(item).toBeVisible();
  const installedPath = (await item.locator("code").innerText()).trim();
  expect(installedPath).toMatch(/^(plugins|mods)\/[^/]+$/);
  const [folder, fileName] = installedPath.split("/") as [string, string];

  // The search now says it is installed.
  await expect(page.getByTestId("content-hit").filter({ hasText: title })).toContainText("Installed");

  // The file is on the server: listed in its folder of the file manager.
  await page.goto(`/servers/manage/${DEMO_SERVER_ID}/files?path=${folder}`);
  await expect(page.getByTestId("files-table")).toBeVisible();
  await expect(page.locator(`[data-testid="file-row"][data-name="${fileName}"]`)).toBeVisible();
});
