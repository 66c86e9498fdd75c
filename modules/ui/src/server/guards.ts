import "server-only";

import { forbidden, redirect, unauthorized } from "next/navigation";

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
  // unauthorized() and forbidden() answer 401/403 with the app's unauthorized/forbidden page (next.config's
  // authInterrupts); a thrown error would be a 500. The page takes its message from DENIED_MESSAGES.
  async staff() {
    const viewer = await getViewer();
    if (!viewer) unauthorized();
    if (!isStaff(actorOf(viewer))) forbidden();
  },
  async admin() {
    const viewer = await getViewer();
    if (!viewer) unauthorized();
    if (viewer.user.role !== "admin") forbidden();
  },
};

export const registeredGuards = () => Object.keys(guards);

export const DENIED_MESSAGES = {
  signedOut: "You must be signed in to view this page.",
  staff: "Only moderators and admins can view this page.",
  admin: "Only admins can view this page.",
} as const;

/** The message of the 401/403 page for a page with these route checks. */
export function deniedMessage(status: 401 | 403, pageGuards: readonly string[]): string {
  if (status === 401) return DENIED_MESSAGES.signedOut;
  return pageGuards.includes("admin") && !pageGuards.includes("staff") ? DENIED_MESSAGES.admin : DENIED_MESSAGES.staff;
}

/** Runs the page's checks in order; an unknown name is a programming error shown on the error page. */
export async function runGuards(names: readonly string[], ctx: GuardContext): Promise<void> {
  for (const name of names) {
    const guard = guards[name];
    if (!guard) throw new HttpError(500, "Unknown route middleware");
    await guard(ctx);
  }
}
