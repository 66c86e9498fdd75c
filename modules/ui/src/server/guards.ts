import "server-only";

import { redirect } from "next/navigation";

import { actorOf, isStaff } from "@hopper/core/auth";

import { HttpError } from "./http-error";
import { getViewer } from "./viewer";

export interface GuardContext {
  /** Path and query of the request. */
  path: string;
  searchParams: Record<string, string | string[] | undefined>;
}

type Guard = (ctx: GuardContext) => Promise<void>;

export const SIGN_IN_PATH = "/auth/sign-in";

/** The named route checks pages may declare in their module manifest. */
const guards: Record<string, Guard> = {
  async auth({ path }) {
    if (!(await getViewer())) redirect(`${SIGN_IN_PATH}?redirect=${encodeURIComponent(path)}`);
  },
  // The desktop launcher opens /auth pages with `?launcher=true`; those pages then keep the flag through
  // sign-in so the flow can hand back to the launcher. Nothing to refuse here.
  async "launcher-auth"() {},
  async staff() {
    const viewer = await getViewer();
    if (!viewer) throw new HttpError(401, "You must be signed in to view this page.");
    if (!isStaff(actorOf(viewer))) throw new HttpError(403, "Only moderators and admins can view this page.");
  },
  async admin() {
    const viewer = await getViewer();
    if (!viewer) throw new HttpError(401, "You must be signed in to view this page.");
    if (viewer.user.role !== "admin") throw new HttpError(403, "Only admins can view this page.");
  },
};

export const registeredGuards = () => Object.keys(guards);

/** Runs the page's checks in order; an unknown name is a programming error shown on the error page. */
export async function runGuards(names: readonly string[], ctx: GuardContext): Promise<void> {
  for (const name of names) {
    const guard = guards[name];
    if (!guard) throw new HttpError(500, "Unknown route middleware");
    await guard(ctx);
  }
}
