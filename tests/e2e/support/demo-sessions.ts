import { readFile } from "node:fs/promises";
import path from "node:path";

import type { BrowserContext, Cookie } from "@playwright/test";

import type { DEMO_ACCOUNTS } from "./declared-pages";

// The setup project (tests/e2e/demo-sessions.setup.ts) signs in once per demo account through the sign-in form
// and stores each browser state here, under the run's output folder (Playwright empties it at the start of a
// run, before the setup project runs, so a state never outlives the database it was made against). A test that
// only needs "signed in as X" starts from it instead of filling the form again: about 40 sign-ins a run.
// Those sessions are shared, so a test that signs out, revokes a session or changes a demo account's password
// signs in through the form for a session of its own.

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Where the setup project stores `account`'s signed-in browser state (cookies). */
export function storageStateFor(account: DemoAccount): string {
  return path.join(process.cwd(), "test-results", ".demo-sessions", `${account}.json`);
}

/** Signs an existing context (a test's own `page.context()`, say) in as `account` with the stored session. */
export async function useDemoSession(context: BrowserContext, account: DemoAccount): Promise<void> {
  const state = JSON.parse(await readFile(storageStateFor(account), "utf8")) as { cookies: Cookie[] };
  await context.addCookies(state.cookies);
}
