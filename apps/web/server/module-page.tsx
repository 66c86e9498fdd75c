import "server-only";

import type { ComponentType } from "react";

import type { Menus, NavMenu, PageHost, SlotName, SlotTable } from "@hopper/core/module";
import { slots as allSlots } from "@hopper/generated/slots";
import { getLocale } from "@hopper/ui/i18n/server";
import { renderModulePage } from "@hopper/ui/server/render-page";
import type { PageProps, PageRouteInfo } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { menusFor } from "../shell/nav";

/** A generated route file's description of its page: what `PageDefinition` declared, plus a tab's segment. */
export interface ModulePageRoute extends PageRouteInfo {
  menus?: readonly NavMenu[];
  slots?: readonly SlotName[];
  tab?: string;
}

function pickMenus(menus: Menus, names: readonly NavMenu[]): Partial<Menus> {
  return Object.fromEntries(names.map((name) => [name, menus[name]]));
}

function pickSlots(names: readonly SlotName[]): Partial<SlotTable> {
  const out: Partial<SlotTable> = {};
  const copy = <Name extends SlotName>(name: Name) => {
    out[name] = allSlots[name];
  };
  names.forEach(copy);
  return out;
}

/**
 * Every generated page route: the route checks (ui's `renderModulePage`), then the page with `host` — the
 * menus and slots its declaration asked for, from the registry only this app reads.
 */
export function modulePage(Page: ComponentType<PageProps & { host: PageHost }>, route: ModulePageRoute) {
  async function HostedPage(props: PageProps) {
    const menus = route.menus?.length
      ? pickMenus(menusFor(await getViewer(), (await getLocale()).locale), route.menus)
      : {};
    const slots = pickSlots(route.slots ?? []);
    const host: PageHost = route.tab ? { menus, slots, tab: route.tab } : { menus, slots };
    return <Page {...props} host={host} />;
  }
  return renderModulePage(HostedPage, route);
}
