import { z } from "zod";

import { defineJob, defineModule, navLabel } from "@hopper/core/module";

import { userRoutes } from "./api/users";
import { accountV3Routes } from "./api/v3-users";
import { accountsSettingsSchema } from "./server/settings";
import { navMessages } from "./ui/nav-messages";

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
    defineJob({
      name: "accounts.reencode-old-avatars",
      schema: z.object({}),
      // Avatars uploaded before re-encoding get their WebP and thumbnails; a no-op once done.
      cron: "27 5 * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/reencode-old-avatars"),
    }),
  ],
  routes: [
    { path: "/api/auth/[...nextauth]", handler: "server/http/auth-handlers", methods: ["GET", "POST"] },
    { path: "/auth/resend-verification", handler: "server/http/resend-verification", methods: ["POST"] },
    // A route, not a server action, so the upload script can show progress and a refusal keeps the chosen file.
    { path: "/api/accounts/avatar", handler: "server/http/upload-avatar", methods: ["POST"] },
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
    { menu: "user", ...navLabel(navMessages, "dashboard"), href: "/dashboard", audience: "signed-in", order: 10 },
    { menu: "user", ...navLabel(navMessages, "settings"), href: "/settings/profile", audience: "signed-in", order: 20 },
    { menu: "user", ...navLabel(navMessages, "mailbox"), href: "/admin/mail", audience: "staff", order: 80 },
    { menu: "user", ...navLabel(navMessages, "signOut"), href: "/auth/sign-out", audience: "signed-in", order: 90 },
    { menu: "settings", ...navLabel(navMessages, "appearance"), href: "/settings", order: 10 },
    { menu: "settings", ...navLabel(navMessages, "language"), href: "/settings/language", order: 15 },
    {
      menu: "settings",
      ...navLabel(navMessages, "publicProfile"),
      href: "/settings/profile",
      audience: "signed-in",
      order: 20,
    },
    {
      menu: "settings",
      ...navLabel(navMessages, "accountSecurity"),
      href: "/settings/account",
      audience: "signed-in",
      order: 30,
    },
    {
      menu: "settings",
      ...navLabel(navMessages, "sessions"),
      href: "/settings/sessions",
      audience: "signed-in",
      order: 40,
    },
    { menu: "settings", ...navLabel(navMessages, "tokens"), href: "/settings/pats", audience: "signed-in", order: 50 },
    { menu: "dashboard", ...navLabel(navMessages, "overview"), href: "/dashboard", audience: "signed-in", order: 10 },
    {
      menu: "dashboard",
      ...navLabel(navMessages, "profile"),
      href: "/settings/profile",
      audience: "signed-in",
      order: 40,
    },
    {
      menu: "dashboard",
      ...navLabel(navMessages, "accountSecurity"),
      href: "/settings/account",
      audience: "signed-in",
      order: 41,
    },
    {
      menu: "dashboard",
      ...navLabel(navMessages, "sessions"),
      href: "/settings/sessions",
      audience: "signed-in",
      order: 42,
    },
    { menu: "dashboard", ...navLabel(navMessages, "tokens"), href: "/settings/pats", audience: "signed-in", order: 43 },
    { menu: "admin", ...navLabel(navMessages, "mailbox"), href: "/admin/mail", audience: "staff", order: 10 },
    { menu: "admin", ...navLabel(navMessages, "userDetails"), href: "/admin/user_email", audience: "staff", order: 20 },
  ],
  // The missing-email and unverified-email strips are this module's business, so it adds them to the shell.
  slots: [{ slot: "shell.banner", component: "ui/slots/email-banner", order: 20 }],
  dependsOn: [],
});
