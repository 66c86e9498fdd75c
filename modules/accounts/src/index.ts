import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

import { userRoutes } from "./api/users";
import { accountV3Routes } from "./api/v3-users";
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
  rest: [...userRoutes, ...accountV3Routes],
  pages: [
    { path: "/auth/sign-in", component: "ui/pages/sign-in", guards: ["launcher-auth"] },
    { path: "/auth/sign-up", component: "ui/pages/sign-up", guards: ["launcher-auth"] },
    { path: "/auth/sign-out", component: "ui/pages/sign-out" },
    { path: "/auth/welcome", component: "ui/pages/welcome", guards: ["launcher-auth", "auth"] },
    { path: "/auth/verify-email", component: "ui/pages/verify-email", guards: ["launcher-auth"] },
    { path: "/auth/reset-password", component: "ui/pages/reset-password", guards: ["launcher-auth"] },
    {
      path: "/dashboard",
      component: "ui/pages/dashboard",
      guards: ["auth"],
      menus: ["dashboard"],
      slots: ["dashboard.home-card"],
    },
    { path: "/settings", component: "ui/pages/settings/appearance", menus: ["settings"] },
    { path: "/settings/language", component: "ui/pages/settings/language", menus: ["settings"] },
    { path: "/settings/profile", component: "ui/pages/settings/profile", guards: ["auth"], menus: ["settings"] },
    { path: "/settings/account", component: "ui/pages/settings/account", guards: ["auth"], menus: ["settings"] },
    { path: "/settings/sessions", component: "ui/pages/settings/sessions", guards: ["auth"], menus: ["settings"] },
    { path: "/settings/pats", component: "ui/pages/settings/pats", guards: ["auth"], menus: ["settings"] },
    { path: "/admin/mail", component: "ui/pages/admin/mail", guards: ["staff"], menus: ["admin"] },
    { path: "/admin/user_email", component: "ui/pages/admin/user-email", guards: ["staff"], menus: ["admin"] },
  ],
  nav: [
    { menu: "user", label: "Dashboard", href: "/dashboard", audience: "signed-in", order: 10 },
    { menu: "user", label: "Settings", href: "/settings/profile", audience: "signed-in", order: 20 },
    { menu: "user", label: "Mailbox", href: "/admin/mail", audience: "staff", order: 80 },
    { menu: "user", label: "Sign out", href: "/auth/sign-out", audience: "signed-in", order: 90 },
    { menu: "settings", label: "Appearance", href: "/settings", order: 10 },
    { menu: "settings", label: "Language", href: "/settings/language", order: 15 },
    { menu: "settings", label: "Public profile", href: "/settings/profile", audience: "signed-in", order: 20 },
    { menu: "settings", label: "Account and security", href: "/settings/account", audience: "signed-in", order: 30 },
    { menu: "settings", label: "Sessions", href: "/settings/sessions", audience: "signed-in", order: 40 },
    { menu: "settings", label: "Personal access tokens", href: "/settings/pats", audience: "signed-in", order: 50 },
    { menu: "dashboard", label: "Overview", href: "/dashboard", audience: "signed-in", order: 10 },
    { menu: "dashboard", label: "Profile", href: "/settings/profile", audience: "signed-in", order: 40 },
    { menu: "dashboard", label: "Account and security", href: "/settings/account", audience: "signed-in", order: 41 },
    { menu: "dashboard", label: "Sessions", href: "/settings/sessions", audience: "signed-in", order: 42 },
    { menu: "dashboard", label: "Personal access tokens", href: "/settings/pats", audience: "signed-in", order: 43 },
    { menu: "admin", label: "Mailbox", href: "/admin/mail", audience: "staff", order: 10 },
    { menu: "admin", label: "User details", href: "/admin/user_email", audience: "staff", order: 20 },
  ],
  // The missing-email and unverified-email strips are this module's business, so it adds them to the shell.
  slots: [{ slot: "shell.banner", component: "ui/slots/email-banner", order: 20 }],
  dependsOn: [],
});
