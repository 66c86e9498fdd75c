import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { DockerRuntime } from "@hopper/agent/local";

import { storageStateFor } from "../support/demo-sessions";
import { DOCKER_SOCKET } from "../support/docker";
import { DEMO_SERVER_ID } from "../support/declared-pages";

// Files and backups in a real browser (docs/hosting.md "Files", "Backups"), as demo-creator on the demo server
// "Demo SMP" (modules/hosting/src/seed.ts): seeded paid and waiting for a node, it is placed on the local agent
// `hopper start` runs (a real agent on this machine's Docker engine, busybox test image) by the provisioning sweep,
// and installed. Upload with a progress bar, the file in the list; a backup, the file changed, restored, back.

const FILES = `/servers/manage/${DEMO_SERVER_ID}/files`;
const BACKUPS = `/servers/manage/${DEMO_SERVER_ID}/backups`;

test.use({ storageState: storageStateFor("creator") });

/** The text the editor shows for `name` (opened afresh: what the agent has now). */
async function editorText(page: Page, name: string): Promise<string> {
  await page.goto(`${FILES}?edit=${encodeURIComponent(name)}`);
  const text = page.getByTestId("file-editor-text");
  await expect(text).toBeVisible();
  return text.inputValue();
}

test("demo-creator uploads with progress, backs up, changes the file and restores it", async ({ page }) => {
  const docker = process.env.HOSTING_LOCAL_AGENT !== "off" && (await new DockerRuntime(DOCKER_SOCKET).ping());
  if (!docker) {
    console.warn(
      `\n[e2e hosting] SKIPPED the files and backups test: no local agent (no Docker engine answers on ${DOCKER_SOCKET}, or HOSTING_LOCAL_AGENT=off); the demo server stays "being set up"\n`,
    );
  }
  test.skip(!docker, "no Docker engine: `hopper start` runs no local agent");
  // The provisioning sweep runs every 2 minutes and places the demo server once the local agent answers; the
  // install on the test image then takes seconds. These are caps: each step passes as soon as its condition holds.
  test.setTimeout(420_000);

  // The shell refreshes itself while the server is set up; ready shows its power state instead.
  await page.goto(FILES);
  await expect(page.getByTestId("server-status")).toHaveAttribute(
    "data-status",
    /^(offline|starting|running|stopping)$/,
    {
      timeout: 330_000,
    },
  );
  await page.goto(FILES);
  await expect(page.getByTestId("file-browser")).toBeVisible();

  // Upload two files at once: a 3 MiB one, throttled so its progress shows, and the small one the backup keeps.
  const stamp = Date.now().toString(36);
  const big = `world-${stamp}.bin`;
  const note = `motd-${stamp}.txt`;
  const original = `Welcome to Demo SMP (${stamp})\n`;
  // Every progress text the page shows, recorded as it renders (it may be on screen for a moment only).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="files-upload-progress"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByTestId("files-upload").setInputFiles([
    { name: big, mimeType: "application/octet-stream", buffer: Buffer.alloc(3 * 1024 * 1024, 7) },
    { name: note, mimeType: "text/plain", buffer: Buffer.from(original) },
  ]);
  await expect(page.getByTestId("files-notice")).toContainText(`Uploaded ${note}.`);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByTestId("files-upload-progress")).toBeHidden();
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((text) => text.startsWith(`Uploading ${big}:`))).toBe(true);
  expect(seen.some((text) => /: ([1-9]\d?|100)%$/.test(text))).toBe(true);
  await expect(page.locator(`[data-testid="file-row"][data-name="${big}"]`)).toContainText("3.0 MiB");
  await expect(page.locator(`[data-testid="file-row"][data-name="${note}"]`)).toBeVisible();

  // A backup of the server as it is now.
  const backupName = `before-${stamp}`;
  await page.goto(BACKUPS);
  await expect(page.getByTestId("backups")).toBeVisible();
  await page.getByTestId("backup-name").fill(backupName);
  await page.getByTestId("backup-create").click();
  const row = page.locator(`[data-testid="backup-row"][data-backup-name="${backupName}"]`);
  await expect(row).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  await expect(row.getByTestId("backup-status")).toHaveText("Ready");

  // The file changes, and is saved.
  expect(await editorText(page, note)).toBe(original);
  await page.getByTestId("file-editor-text").fill("griefed\n");
  await page.getByTestId("file-editor-save").click();
  await expect(page.getByTestId("file-editor-saved")).toBeVisible();
  expect(await editorText(page, note)).toBe("griefed\n");

  // Restore through its confirmation; the page follows the restore live and the file is back.
  await page.goto(BACKUPS);
  await row.getByTestId("backup-restore").click();
  await expect(row.getByTestId("backup-confirm")).toContainText(`Restore “${backupName}”?`);
  await row.getByTestId("backup-confirm-submit").click();
  await expect(page.getByTestId("backups-error")).toHaveCount(0);
  await expect(async () => {
    expect(await editorText(page, note)).toBe(original);
  }).toPass({ timeout: 60_000 });
  await page.goto(BACKUPS);
  await expect(row).toHaveAttribute("data-status", "ready");
});
