import { expect, test } from "@playwright/test";

import { DockerRuntime } from "@hopper/agent/local";

import { useDemoSession } from "../support/demo-sessions";
import { DOCKER_SOCKET } from "../support/docker";

// The overview's live console in a real browser (docs/hosting.md "Console"): demo-creator's demo server "Demo SMP"
// (seeded paid, waiting for a node) is placed on the local agent `hopper start` runs (a real agent on this machine's
// Docker engine, busybox test image) once the node answers; its page turns ready by itself, Start shows the
// start-up lines and the 'Done' line, "say hello" gets its answer, Stop, Start and Kill work. The browser talks to
// the agent's socket directly, so this also proves the pages' connect-src allows it. A player joining (the test
// server's `join NAME`) shows in the players figure and its list of names; a stop empties it.

const DEMO_SERVER = "/servers/manage/DemoSrv1";

test("the owner runs their server from the console: start-up lines, a command's answer, stop, start and kill", async ({
  page,
}) => {
  const docker = await new DockerRuntime(DOCKER_SOCKET).ping();
  if (!docker) console.warn(`\n[e2e hosting] SKIPPED the console test: no Docker engine answers on ${DOCKER_SOCKET}\n`);
  test.skip(!docker, "no Docker engine: `hopper start` runs no local agent");
  // Placement waits for the node's first health check and the provisioning sweep (each about a minute apart).
  test.setTimeout(300_000);
  await useDemoSession(page.context(), "creator");

  await page.goto("/servers/manage");
  await expect(page.getByTestId("server-row").filter({ hasText: "Demo SMP" })).toBeVisible();

  await page.goto(DEMO_SERVER);
  await expect(page.getByTestId("server-name")).toHaveText("Demo SMP");
  // The page refreshes itself while the server is set up, then opens the console.
  const consoleBox = page.getByTestId("console");
  await expect(consoleBox).toBeVisible({ timeout: 270_000 });
  await expect(consoleBox).toHaveAttribute("data-connection", "connected");
  await expect(page.getByTestId("server-address-value")).toHaveText(/:\d+$/);

  // Another test may have left it running.
  if ((await consoleBox.getAttribute("data-state")) !== "offline") {
    await expect(page.getByTestId("power-kill")).toBeEnabled();
    await page.getByTestId("power-kill").click();
    await expect(consoleBox).toHaveAttribute("data-state", "offline");
  }

  const lines = page.getByTestId("console-lines");
  await page.getByTestId("power-start").click();
  await expect(lines).toContainText("Starting minecraft server");
  await expect(lines).toContainText("Done (");
  await expect(consoleBox).toHaveAttribute("data-state", "running");
  await expect(page.getByTestId("console-state")).toHaveText("Running");
  await expect(page.getByTestId("stats-cpu")).toBeVisible();

  const input = page.getByTestId("console-input");
  await input.fill("say hello");
  await input.press("Enter");
  await expect(lines).toContainText("[Server] hello");
  await expect(input).toHaveValue("");
  // ↑ brings the last command back.
  await input.press("ArrowUp");
  await expect(input).toHaveValue("say hello");
  await input.fill("");

  const players = page.getByTestId("stats-players-value");
  await expect(players).toHaveText("0 / 20 players");
  await input.fill("join Alex");
  await input.press("Enter");
  await expect(lines).toContainText("Alex joined the game");
  await expect(players).toHaveText("1 / 20 players");
  await expect(page.getByTestId("stats-players-names")).toHaveText("Alex");

  await page.getByTestId("power-stop").click();
  await expect(lines).toContainText("Stopping the server");
  await expect(consoleBox).toHaveAttribute("data-state", "offline");
  await expect(players).toHaveText("0 / 20 players");

  await page.getByTestId("power-start").click();
  await expect(consoleBox).toHaveAttribute("data-state", "running");
  await page.getByTestId("power-kill").click();
  await expect(consoleBox).toHaveAttribute("data-state", "offline");
});

test("another user is told the server does not exist; a visitor is sent to sign in", async ({ page }) => {
  await useDemoSession(page.context(), "reviewer");
  const response = await page.goto(DEMO_SERVER);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("server-shell")).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto(DEMO_SERVER);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
