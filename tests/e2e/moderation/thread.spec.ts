import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

// A project's thread between its creator and the moderators, on the project's Moderation tab: demo-moderator
// writes to demo-creator's Cozy Cabins (a demo project in review); the creator finds the tab, reads the message
// signed "Moderator" (never the moderator's name) and replies. docs/moderation.md, "Threads".

const TAB = "/datapack/cozy-cabins/moderation";

test("a moderator writes in a project's thread; the creator reads it without the moderator's name and replies", async ({
  browser,
  page,
}) => {
  test.slow(); // two people, two form posts and four server-rendered pages on a shared machine
  const words = `Please add a screenshot of a cabin (${Date.now()}).`;

  await useDemoSession(page.context(), "moderator");
  await page.goto(TAB);
  const staffThread = page.getByTestId("thread");
  await staffThread.getByLabel("Message", { exact: true }).fill(words);
  await staffThread.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("thread-notice")).toHaveText("Message sent.");
  const sent = page.getByTestId("thread-message").filter({ hasText: words });
  // Staff see who wrote it.
  await expect(sent.getByTestId("thread-author")).toHaveText("You");

  const creatorContext = await browser.newContext();
  const creator = await creatorContext.newPage();
  await useDemoSession(creatorContext, "creator");
  await creator.goto("/datapack/cozy-cabins");
  await creator.getByRole("link", { name: "Moderation", exact: true }).click();
  await expect(creator).toHaveURL(new RegExp(`${TAB}$`));
  const received = creator.getByTestId("thread-message").filter({ hasText: words });
  await expect(received.getByTestId("thread-author")).toHaveText("Moderator");
  await expect(creator.getByTestId("thread")).not.toContainText("demo-moderator");

  const reply = `Added one, thanks (${Date.now()}).`;
  await creator.getByTestId("thread").getByLabel("Message", { exact: true }).fill(reply);
  await creator.getByTestId("thread").getByRole("button", { name: "Send" }).click();
  await expect(creator.getByTestId("thread-notice")).toHaveText("Message sent.");
  await expect(
    creator.getByTestId("thread-message").filter({ hasText: reply }).getByTestId("thread-author"),
  ).toHaveText("You");

  // The moderator sees the reply signed with the creator's name.
  await page.goto(TAB);
  await expect(page.getByTestId("thread-message").filter({ hasText: reply }).getByTestId("thread-author")).toHaveText(
    "demo-creator",
  );
  await creatorContext.close();
});
