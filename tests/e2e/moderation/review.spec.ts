import { expect, test } from "@playwright/test";

import { signIn, signUp, unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

// demo-moderator works the queue: the queue lists the demo projects in review oldest first with their details at
// hand; opening one takes the review lock and shows the checklist; a template fills the message; Approve returns
// to the queue with the confirmation, and the project has left it. docs/moderation.md, "Review queue and panel".
// It decides on Brighter Nether, the newest demo project in review; the two-moderator lock test uses its own.

test("demo-moderator opens the queue, takes a project's review lock and approves it with a message", async ({
  page,
}) => {
  test.slow(); // a form post and three server-rendered pages on a shared machine
  await useDemoSession(page.context(), "moderator");
  await page.goto("/moderation");
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await expect(page.getByTestId("count-in-review")).not.toHaveText("0");
  await page.getByRole("link", { name: "Open the review queue" }).click();

  await expect(page).toHaveURL(/\/moderation\/review$/);
  const rows = page.getByTestId("queue-row");
  const names = await rows.getByRole("heading", { level: 2 }).allTextContents();
  // Oldest queued first: the demo data queues Lantern Lights days before Brighter Nether.
  expect(names.indexOf("Lantern Lights")).toBeLessThan(names.indexOf("Brighter Nether"));
  const row = rows.filter({ has: page.getByRole("heading", { name: "Brighter Nether" }) });
  await row.getByText("Details of Brighter Nether").click();
  await expect(row.getByTestId("queue-details")).toContainText("Versions and files");
  await expect(
    row
      .getByTestId("queue-details")
      .getByRole("link", { name: /\.zip$/ })
      .first(),
  ).toBeVisible();

  // The type filter in the address keeps only resource packs.
  await page.goto("/moderation/review?type=resourcepack");
  await expect(page.getByTestId("queue-row").filter({ hasText: "Brighter Nether" })).toHaveCount(1);
  await expect(page.getByTestId("queue-row").filter({ hasText: "Lantern Lights" })).toHaveCount(0);

  await page.getByRole("link", { name: "Review: Brighter Nether" }).click();
  await expect(page).toHaveURL(/\/resourcepack\/brighter-nether\/moderation$/);
  const panel = page.getByTestId("review-panel");
  await expect(panel.getByTestId("review-lock")).toContainText("You are reviewing this project until");
  const checklist = panel.getByTestId("review-checklist");
  await expect(checklist.getByRole("checkbox")).toHaveCount(8);
  await checklist.getByLabel("Versions and files").check();
  await expect(checklist.getByLabel("Versions and files")).toBeChecked();

  // A template fills the message box once the page's script runs (until then the click does nothing): retried.
  const message = panel.getByLabel("Message to the creator");
  await expect(async () => {
    await panel.getByRole("button", { name: "Use: Missing description" }).click();
    await expect(message).toHaveValue(/The description is missing or too short/, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await message.fill("Approved — thank you for the **clear** description.");
  await panel.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(/\/moderation\/review\?decided=/);
  await expect(page.getByTestId("review-decided")).toContainText("Decision recorded");
  await expect(page.getByTestId("queue-row").filter({ hasText: "Brighter Nether" })).toHaveCount(0);
});

// A moderator bans a new user from their staff page: the user's open session stops working, the sign-in form
// says the account is banned, and lifting the ban brings back the session and lets them sign in again.
// docs/moderation.md, "Moderation home and bans".
test("a banned user is signed out and told so at sign-in; lifting the ban lets them back in", async ({
  browser,
  page,
}) => {
  test.slow(); // two people, sign-up, sign-in and three form posts on a shared machine
  const username = unique("banned");
  const password = "a-long-banned-password";
  await signUp(page, username, `${username}@example.com`, password);
  await expect(page).not.toHaveURL(/\/auth\/sign-up/);

  const staff = await browser.newContext();
  const moderator = await staff.newPage();
  await useDemoSession(staff, "moderator");
  await moderator.goto("/moderation");
  await moderator.getByLabel("Username").fill(username);
  await moderator.getByRole("button", { name: "Look up" }).click();
  await expect(moderator).toHaveURL(new RegExp(`/moderation/user/${username}$`));
  await expect(moderator.getByTestId("sign-in-methods")).toContainText("Password");
  await moderator.getByLabel("Reason (required, shown to staff only)").fill("Spam links in every comment.");
  await moderator.getByRole("button", { name: "Ban user" }).click();
  await expect(moderator.getByTestId("user-notice")).toContainText("is banned");
  await expect(moderator.getByTestId("ban-state")).toContainText("Banned since");

  // The user's session is refused at its next request: the settings page sends them to sign in.
  await page.goto("/settings/account");
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signIn(page, username, password);
  await expect(page.getByTestId("form-error")).toContainText("This account is banned.");

  await moderator.getByRole("button", { name: "Lift the ban" }).click();
  await expect(moderator.getByTestId("user-notice")).toContainText("may sign in again");
  await staff.close();
  // The session the ban stopped works again (nothing was deleted), and so does a new sign-in.
  await page.goto("/settings/account");
  await expect(page).toHaveURL(/\/settings\/account$/);
  const fresh = await browser.newPage();
  await signIn(fresh, username, password);
  await expect(fresh).not.toHaveURL(/\/auth\/sign-in/);
  await fresh.close();
});
