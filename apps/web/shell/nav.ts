import { actorOf, isStaff } from "@hopper/core/auth";
import type { Viewer } from "@hopper/core/auth";
import { reachableEntries } from "@hopper/core/module";
import type { Menus, NavEntry, NavMenu } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";
import { shellMessages } from "@hopper/ui/i18n/messages/en-US";
import { localizedEntries } from "@hopper/ui/shell/nav-labels";
import { menuEntries } from "@hopper/ui/shell/nav-entries";

// The web app's own pages (not a module's): the rendered API reference (server/api-reference.ts).
const APP_NAV: NavEntry[] = [
  {
    menu: "footer",
    group: shellMessages.messages.nav.resources,
    groupMessage: { catalogue: shellMessages, key: "nav.resources" },
    label: shellMessages.messages.nav.apiDocumentation,
    message: { catalogue: shellMessages, key: "nav.apiDocumentation" },
    href: "/docs/api",
  },
];

// Every installed module's `nav` entries, less those that point at a page no installed module declares
// (a link to a module that is not installed would be dead).
const declaredPages = [...modules.flatMap((m) => (m.pages ?? []).map((page) => page.path)), "/docs/api"];
const entries = reachableEntries([...modules.flatMap((m) => m.nav ?? []), ...APP_NAV], declaredPages);

/** Each menu's entries as `viewer` may see them, labelled in `locale` (each entry's module catalogue). */
export function menusFor(viewer: Viewer | null, locale: string): Menus {
  const audience = {
    signedIn: viewer !== null,
    staff: isStaff(actorOf(viewer)),
    admin: viewer?.user.role === "admin",
  };
  const menu = (name: NavMenu) => localizedEntries(menuEntries(entries, name, audience), locale);
  return {
    header: menu("header"),
    footer: menu("footer"),
    user: menu("user"),
    dashboard: menu("dashboard"),
    settings: menu("settings"),
    admin: menu("admin"),
  };
}
