import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

// Issue 16's review journey with two moderators (docs/moderation.md, "Status rules", "Review queue and panel",
// "Threads", "Queue position and estimate"): a creator submits a new project from its settings and sees its place
// in the queue; demo-moderator opens it from /moderation/review and takes the review lock; demo-reviewer opens it
// too and is refused — the panel names who holds it, and a decision forced past the disabled buttons is refused
// by the server; demo-moderator approves with a message; the creator gets the status notification and reads the
// message on the project's Moderation tab signed "Moderator", never with the moderator's name.

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

/** "3rd in line, usually reviewed within 2 days": the demo data's 30 days of decisions give a real estimate. */
const STANDING = /\d+(st|nd|rd|th) in line, usually reviewed within (a day|\d+ days)/;

/** Opens the project from the review queue (filtered by its name) as the page's moderator. */
async function openFromQueue(page: Page, name: string, slug: string) {
  await page.goto(`/moderation/review?text=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("queue-row")).toHaveCount(1);
  await page.getByRole("link", { name: `Review: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/moderation$`));
  return page.getByTestId("review-panel");
}

test("a creator submits; one moderator holds the review lock, the other is refused; the approval reaches the creator unsigned", async ({
  browser,
}) => {
  test.slow(); // three people, an upload, five form posts and a dozen server-rendered pages on a shared machine
  const slug = unique("e2e-lock").toLowerCase();
  const name = `Lock test ${slug.slice("e2e-lock-".length)}`;
  const words = `Approved: thanks for the clear summary (${slug}).`;

  // The creator makes a project with a version and submits it from the status section of its settings.
  const creatorContext = await browser.newContext({ storageState: storageStateFor("creator") });
  const creator = await creatorContext.newPage();
  await creator.goto("/dashboard/projects");
  await creator.getByRole("button", { name: "Create a project" }).click();
  const create = creator.getByRole("form", { name: "Create a project" });
  await create.getByLabel("Name").fill(name);
  await create.getByLabel("URL").fill(slug);
  await create.getByLabel("Type").selectOption("mod");
  await create.getByLabel(/^Summary/).fill("Made by the review lock browser test");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(creator).toHaveURL(new RegExp(`/mod/${slug}/settings`));

  await creator.goto(`/mod/${slug}/version/new`);
  const upload = creator.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: `${slug}-1.0.0.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(slug.replace(/-/g, "_")),
  });
  await expect(creator.getByTestId("upload-suggestions")).toHaveText(/Filled in from the file: loaders fabric/);
  await upload.getByLabel("Version number (at most 32 characters)").fill("1.0.0");
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(creator).toHaveURL(new RegExp(`/mod/${slug}/version/1\\.0\\.0$`));

  await creator.goto(`/mod/${slug}/settings`);
  await expect(creator.getByTestId("settings-status")).toHaveText("Draft");
  await creator.getByRole("button", { name: "Submit for review" }).click();
  await expect(creator.getByTestId("settings-status")).toHaveText("Under review");

  // Its team sees where it stands, on the project page and on the dashboard.
  await creator.goto(`/mod/${slug}`);
  await expect(creator.getByTestId("review-standing")).toContainText(STANDING);
  await creator.goto("/dashboard/projects");
  const row = creator.getByTestId("dashboard-projects").getByRole("row").filter({ hasText: name });
  await expect(row.getByTestId("review-standing")).toHaveText(STANDING);

  // demo-moderator opens it from the queue: the panel takes the lock.
  const firstContext = await browser.newContext({ storageState: storageStateFor("moderator") });
  const first = await firstContext.newPage();
  const firstPanel = await openFromQueue(first, name, slug);
  await expect(firstPanel.getByTestId("review-lock")).toContainText("You are reviewing this project until");

  // demo-reviewer opens it too: it sees who holds it, and its decisions are disabled.
  const secondContext = await browser.newContext({ storageState: storageStateFor("reviewer") });
  const second = await secondContext.newPage();
  const secondPanel = await openFromQueue(second, name, slug);
  await expect(secondPanel.getByTestId("review-lock")).toContainText("demo-moderator is reviewing this project until");
  const approve = secondPanel.getByRole("button", { name: "Approve" });
  await expect(approve).toBeDisabled();
  await expect(secondPanel.getByTestId("review-blocked")).toHaveText(
    "Decisions are disabled while another moderator holds the review lock.",
  );
  // A decision that gets past the page anyway (a page left open from before, a crafted post) is refused by the
  // server, which names the holder; the project stays in review.
  await approve.evaluate((button) => button.removeAttribute("disabled"));
  await approve.click();
  await expect(second.getByTestId("review-error")).toContainText("demo-moderator is reviewing this project until");
  await expect(first.getByTestId("review-lock")).toContainText("You are reviewing this project until");

  // demo-moderator approves with a message and is back at the queue, the project gone from it.
  await firstPanel.getByLabel("Message to the creator").fill(words);
  await firstPanel.getByRole("button", { name: "Approve" }).click();
  await expect(first).toHaveURL(/\/moderation\/review\?decided=/);
  await expect(first.getByTestId("review-decided")).toContainText("Decision recorded");
  await first.goto(`/moderation/review?text=${encodeURIComponent(name)}`);
  await expect(first.getByTestId("queue-row")).toHaveCount(0);
  await firstContext.close();
  await secondContext.close();

  // The creator is notified of the new status (the notification job runs after the decision commits)…
  await creator.goto("/dashboard/notifications");
  const notification = creator.getByTestId("notification").filter({ hasText: `The status of ${name} has changed` });
  await expect(async () => {
    await creator.reload();
    await expect(notification.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // …and reads the message on the Moderation tab, signed "Moderator", with no moderator's name anywhere.
  await creator.goto(`/mod/${slug}`);
  await expect(creator.getByTestId("review-standing")).toHaveCount(0);
  await creator.getByRole("link", { name: "Moderation", exact: true }).click();
  await expect(creator).toHaveURL(new RegExp(`/mod/${slug}/moderation$`));
  const message = creator.getByTestId("thread-message").filter({ hasText: words });
  await expect(async () => {
    await creator.reload();
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(message.getByTestId("thread-author")).toHaveText("Moderator");
  await expect(creator.getByTestId("thread")).not.toContainText("demo-moderator");
  await expect(creator.getByTestId("thread")).not.toContainText("demo-reviewer");
  await creatorContext.close();
});
