import { expect, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

const followersOf = async (request: APIRequestContext) =>
  ((await (await request.get("/v2/project/lumen-renderer")).json()) as { followers: number }).followers;

test("following and unfollowing a project goes through tRPC and the follower count follows", async ({
  page,
  request,
}) => {
  // A visitor is offered to sign in.
  await page.goto("/project/lumen-renderer");
  await expect(page.getByRole("link", { name: "Follow", exact: true })).toHaveAttribute(
    "href",
    /\/auth\/sign-in\?redirect=/,
  );

  await useDemoSession(page.context(), "admin");
  await page.goto("/project/lumen-renderer");
  const before = await followersOf(request);
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  await expect(follow).toHaveAttribute("aria-pressed", "false");

  const call = page.waitForResponse((response) => response.url().includes("/api/trpc/catalog.projects.follow"));
  await follow.click();
  expect((await call).ok()).toBe(true);
  const unfollow = page.getByRole("button", { name: "Unfollow", exact: true });
  await expect(unfollow).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("project-followers")).toContainText(`${before + 1} followers`);
  expect(await followersOf(request)).toBe(before + 1);

  // It is remembered on the next visit, and unfollowing takes the count back.
  await page.reload();
  await page.getByRole("button", { name: "Unfollow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("project-followers")).toContainText(`${before} followers`);
  expect(await followersOf(request)).toBe(before);
});
