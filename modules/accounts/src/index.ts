import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

import { userRoutes } from "./api/users";
import { accountsSettingsSchema } from "./server/settings";

/** Accounts: sign-up and sign-in (password, two-factor, providers), sessions, tokens, email, settings. */
export default defineModule({
  id: "accounts",
  router: () => import("./server/router"),
  seed: () => import("./seed"),
  settings: accountsSettingsSchema,
  jobs: [
    defineJob({
      name: "accounts.prune-sessions",
      schema: z.object({}),
      cron: "17 3 * * *",
      handler: () => import("./jobs/prune-sessions"),
    }),
  ],
  routes: [
    { path: "/api/auth/[...nextauth]", handler: "server/http/auth-handlers", methods: ["GET", "POST"] },
    { path: "/auth/resend-verification", handler: "server/http/resend-verification", methods: ["POST"] },
  ],
  rest: userRoutes,
  pages: [
    { path: "/auth/sign-in", component: "ui/pages/sign-in", guards: ["launcher-auth"] },
    { path: "/auth/sign-up", component: "ui/pages/sign-up", guards: ["launcher-auth"] },
    { path: "/auth/sign-out", component: "ui/pages/sign-out" },
    { path: "/auth/welcome", component: "ui/pages/welcome", guards: ["launcher-auth", "auth"] },
    { path: "/auth/verify-email", component: "ui/pages/verify-email", guards: ["launcher-auth"] },
    { path: "/auth/reset-password", component: "ui/pages/reset-password", guards: ["launcher-auth"] },
    { path: "/dashboard", component: "ui/pages/dashboard", guards: ["auth"] },
    { path: "/settings", component: "ui/pages/settings/appearance" },
    { path: "/settings/language", component: "ui/pages/settings/language" },
    { path: "/settings/profile", component: "ui/pages/settings/profile", guards: ["auth"] },
    { path: "/settings/account", component: "ui/pages/settings/account", guards: ["auth"] },
    { path: "/settings/sessions", component: "ui/pages/settings/sessions", guards: ["auth"] },
    { path: "/settings/pats", component: "ui/pages/settings/pats", guards: ["auth"] },
    { path: "/admin/mail", component: "ui/pages/admin/mail", guards: ["staff"] },
    { path: "/admin/user_email", component: "ui/pages/admin/user-email", guards: ["staff"] },
  ],
  nav: [
    { menu: "user", label: "Dashboard", href: "/dashboard", audience: "signed-in", order: 10 },
    { menu: "user", label: "Settings", href: "/settings/profile", audience: "signed-in", order: 20 },
    { menu: "user", label: "Mailbox", href: "/admin/mail", audience: "staff", order: 80 },
    { menu: "user", label: "Sign out", href: "/auth/sign-out", audience: "signed-in", order: 90 },
    { menu: "settings", label: "Appearance", href: "/settings", order: 10 },
    { menu: "settings", label: "Account and security", href: "/settings/account", audience: "signed-in", order: 20 },
  ],
  dependsOn: [],
});
