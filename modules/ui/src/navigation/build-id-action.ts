"use server";

import { currentBuildId } from "./build-id";

/**
 * Answers the new-build poll. A server action rather than a route file, so it needs no hand-written route;
 * after a redeploy the old tab's action id no longer exists, which the poller also reads as "new build".
 */
export async function latestBuildIdAction(): Promise<string> {
  return currentBuildId();
}
