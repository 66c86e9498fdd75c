import type { NavEntry, NavMenu } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";

export interface NavAudience {
  signedIn: boolean;
  staff: boolean;
}

/** Entries every module adds to `menu`, filtered by who is looking and ordered (lower `order` first). */
export function navEntries(menu: NavMenu, audience: NavAudience): NavEntry[] {
  const entries: NavEntry[] = modules.flatMap((module) => (module.nav ?? []).filter((entry) => entry.menu === menu));
  return entries
    .filter((entry) => {
      if (entry.audience === "signed-in") return audience.signedIn;
      if (entry.audience === "staff") return audience.staff;
      return true;
    })
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.order ?? 100) - (b.entry.order ?? 100) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Footer columns: entries grouped by `group`, in first-seen order. */
export function groupEntries(
  entries: readonly NavEntry[],
  fallbackGroup: string,
): { group: string; entries: NavEntry[] }[] {
  const groups = new Map<string, NavEntry[]>();
  for (const entry of entries) {
    const group = entry.group ?? fallbackGroup;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return [...groups].map(([group, list]) => ({ group, entries: list }));
}
