import { navLabel } from "@hopper/core/module";
import type { ModuleManifest, NavEntry, PageDefinition } from "@hopper/core/module";

import { authorizationsMessages } from "./ui/pages/authorizations-messages";

// The consent screen's and the authorized apps' part of the manifest (index.ts spreads it in).

export const consentPages: PageDefinition[] = [
  // The consent screen: a signed-out user signs in and comes back with the whole query (the `auth` guard's
  // redirect). The empty layout: nothing on the page but the consent card (docs/oauth.md "The consent screen").
  {
    path: "/auth/authorize",
    component: "ui/pages/authorize",
    layout: "empty",
    guards: ["launcher-auth", "auth"],
  },
  {
    path: "/settings/authorizations",
    component: "ui/pages/authorizations",
    guards: ["auth"],
    menus: ["settings"],
  },
];

export const consentNav: NavEntry[] = [
  {
    menu: "settings",
    ...navLabel(authorizationsMessages, "nav"),
    href: "/settings/authorizations",
    audience: "signed-in",
    order: 55,
  },
];

// Authorize and Decline post here (a route, not a server action: ui/consent/consent-form.tsx says why).
export const consentRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/auth/authorize/answer", handler: "server/http/consent-answer", methods: ["POST"] },
];
