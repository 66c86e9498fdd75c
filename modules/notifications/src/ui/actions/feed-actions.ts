"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { getViewer } from "@hopper/ui/server/viewer";

import { notificationsCaller } from "../caller";

/** The page that shows the private feed's section (the notification settings). */
const BACK = "/settings/notifications";

/** Runs a feed procedure for a form that works without script, then shows the settings again. */
async function run(work: () => Promise<unknown>): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(BACK)}`);
  await work();
  revalidatePath(BACK);
  redirect(`${BACK}#private-feed`);
}

/** "Create feed address" and "New address": a new secret; the old address answers 404 from now on. */
export async function createFeedAction() {
  await run(async () => (await notificationsCaller()).feed.create());
}

/** "Turn off": the feed's address answers 404 from now on. */
export async function revokeFeedAction() {
  await run(async () => (await notificationsCaller()).feed.revoke());
}
