import { expect, test as setup } from "@playwright/test";

import { signIn } from "./accounts/helpers";
import { DEMO_ACCOUNTS } from "./support/declared-pages";
import { storageStateFor } from "./support/demo-sessions";
import type { DemoAccount } from "./support/demo-sessions";

// Runs before the specs (the `setup` project in playwright.config.ts): one sign-in per demo account, through the
// real form, stored for every test that only needs to be signed in (support/demo-sessions.ts).
for (const account of Object.keys(DEMO_ACCOUNTS) as DemoAccount[]) {
  const { username, password } = DEMO_ACCOUNTS[account];
  setup(`sign in as ${username}`, async ({ page }) => {
    await signIn(page, username, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("dashboard-username")).toHaveText(username);
    await page.context().storageState({ path: storageStateFor(account) });
  });
}
