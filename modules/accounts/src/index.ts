import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

/** Accounts: users, sign-in, sessions and tokens. The full settings screens come with the accounts issue. */
export default defineModule({
  id: "accounts",
  router: () => import("./server/router"),
  seed: () => import("./seed"),
  jobs: [
    defineJob({
      name: "accounts.prune-sessions",
      schema: z.object({}),
      cron: "17 3 * * *",
      handler: () => import("./jobs/prune-sessions"),
    }),
  ],
  pages: [
    { path: "/auth/sign-in", component: "ui/pages/sign-in", guards: ["launcher-auth"] },
    { path: "/dashboard", component: "ui/pages/dashboard", guards: ["auth"] },
  ],
  nav: [{ menu: "user", label: "Dashboard", href: "/dashboard", audience: "signed-in", order: 10 }],
  permissions: ["accounts.user.manage"],
  dependsOn: [],
});
