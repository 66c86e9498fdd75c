import { expect, test } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

interface Hit {
  project_id: string;
  slug: string;
  project_type: string;
}

// A user reports a project from its page; a second try is offered the open report (and adds to it); a moderator
// closes it with a reply; the reporter sees the reply and the closed state. docs/moderation.md, "Reports".

test("a user reports a project, is offered the open report on a second try, and reads the moderator's closing reply", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // two people, several form posts on a shared machine
  const username = unique("reporter");
  await signUp(page, username, `${username}@example.com`, "a-long-reporter-password");
  await expect(page).not.toHaveURL(/\/auth\/sign-up/);

  const { hits } = (await (await request.get("/v2/search?limit=1")).json()) as { hits: Hit[] };
  const hit = hits[0]!;
  await page.goto(`/${hit.project_type}/${hit.slug}`);
  await page.getByTestId("project-header-actions").getByTestId("report-link").click();
  await expect(page).toHaveURL(/\/report\?item_type=project&item_id=/);
  const form = page.getByTestId("report-form");
  await expect(form.getByLabel("Content type")).toHaveValue("project");
  await expect(form.getByLabel("Content ID")).toHaveValue(hit.project_id);

  // No context: refused on the field, in the spec's words; the chosen item and rule are kept.
  await form.getByLabel("Spam").check();
  await form.getByRole("button", { name: "Submit report" }).click();
  await expect(page.getByTestId("report-error-body")).toHaveText(/^Reports must include context/);
  await expect(form.getByLabel("Content ID")).toHaveValue(hit.project_id);
  await expect(form.getByLabel("Spam")).toBeChecked();

  await form
    .getByLabel("Context", { exact: true })
    .fill("Its description advertises a paid server: https://example.com/ad");
  await form.getByRole("button", { name: "Submit report" }).click();
  await expect(page).toHaveURL(/\/dashboard\/report\/[A-Za-z0-9]{8}\?notice=created/);
  const reportPath = new URL(page.url()).pathname;
  await expect(page.getByTestId("report-notice")).toHaveText("Your report was sent to the moderators.");
  await expect(page.getByTestId("report-status")).toHaveText("Open");
  await expect(page.getByTestId("report-body")).toContainText("advertises a paid server");

  // A second try from the project page: the open report is offered, and the reporter adds to it.
  await page.goto(`/${hit.project_type}/${hit.slug}`);
  await page.getByTestId("project-header-actions").getByTestId("report-link").click();
  const offer = page.getByTestId("report-existing");
  await expect(offer.getByRole("heading", { name: "You already reported this" })).toBeVisible();
  await expect(offer.getByTestId("go-to-report")).toHaveAttribute("href", reportPath);
  await offer.getByLabel("More context").fill("The same link is in the changelog.");
  await offer.getByRole("button", { name: "Add to report" }).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}\\?notice=added`));
  await expect(page.getByTestId("thread-body").filter({ hasText: "The same link is in the changelog." })).toBeVisible();

  // A moderator finds it among the open reports and closes it with a reply.
  const staff = await browser.newContext();
  await useDemoSession(staff, "moderator");
  const moderator = await staff.newPage();
  await moderator.goto("/moderation/reports");
  const reportId = reportPath.split("/").pop()!;
  const row = moderator.locator(`[data-report-id="${reportId}"]`);
  await expect(row).toContainText(username);
  await row.getByRole("link", { name: `Open report ${reportId}` }).click();
  await expect(moderator).toHaveURL(new RegExp(`/moderation/report/${reportId}$`));
  await expect(moderator.getByTestId("reported-item")).toHaveAttribute("href", `/project/${hit.project_id}`);
  await moderator.getByLabel("Message to the reporter (optional)").fill("Thanks, the link is gone now.");
  await moderator.getByRole("button", { name: "Close report" }).click();
  await expect(moderator.getByTestId("report-notice")).toHaveText(
    "The report is closed and the reporter was notified.",
  );
  await expect(moderator.getByTestId("report-status")).toHaveText("Closed");
  await staff.close();

  // The reporter sees the closed state and the reply, signed "Moderator", and can no longer write.
  await page.goto(reportPath);
  await expect(page.getByTestId("report-status")).toHaveText("Closed");
  const reply = page.getByTestId("thread-message").filter({ hasText: "Thanks, the link is gone now." });
  await expect(reply.getByTestId("thread-author")).toHaveText("Moderator");
  await expect(page.getByTestId("thread-closed")).toBeVisible();
  await expect(page.getByTestId("thread-reply")).toHaveCount(0);
});

test("without JavaScript, a user reports another user from their profile's 'Report' link, and a visitor is sent to sign in first", async ({
  browser,
}) => {
  test.slow(); // form posts on a shared machine
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const anonymous = await visitor.newPage();
  await anonymous.goto("/user/demo-creator");
  const visitorLink = anonymous.getByTestId("profile-header-actions").getByTestId("report-link");
  await expect(visitorLink).toHaveAttribute("href", /^\/auth\/sign-in\?redirect=%2Freport%3Fitem_type%3Duser/);
  await visitor.close();

  // A new account (signed up with script), then the same session in a browser without it.
  const signing = await browser.newContext();
  const signUpPage = await signing.newPage();
  const username = unique("noscript");
  await signUp(signUpPage, username, `${username}@example.com`, "a-long-reporter-password");
  await expect(signUpPage).not.toHaveURL(/\/auth\/sign-up/);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await signing.cookies());
  await signing.close();
  const page = await context.newPage();
  await page.goto("/user/demo-creator");
  await page.getByTestId("profile-header-actions").getByTestId("report-link").click();
  await expect(page).toHaveURL(/\/report\?item_type=user&item_id=/);
  const form = page.getByTestId("report-form");
  await expect(form.getByLabel("Content type")).toHaveValue("user");
  await form.getByLabel("Other").check();
  await form
    .getByLabel("Context", { exact: true })
    .fill("Testing the form without script: the profile bio links a shop.");
  await form.getByRole("button", { name: "Submit report" }).click();
  await expect(page).toHaveURL(/\/dashboard\/report\/[A-Za-z0-9]{8}\?notice=created/);
  await expect(page.getByTestId("report-reason")).toHaveText("Other");
  await page.goto("/dashboard/reports?status=open");
  await expect(page.getByTestId("report-row").first()).toContainText("User");
  await context.close();
});
