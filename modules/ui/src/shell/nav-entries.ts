import type { NavEntry, NavMenu } from "@hopper/core/module";

export interface NavAudience {
  signedIn: boolean;
  staff: boolean;
  /** Omitted: nobody is an admin (admin-only entries hidden). */
  admin?: boolean;
}

/**
 * The entries of one menu (from every module's manifest, as the web app passes them) that `audience` may
 * see, ordered by `order` (lower first; declaration order breaks ties).
 */
export function menuEntries(all: readonly NavEntry[], menu: NavMenu, audience: NavAudience): NavEntry[] {
  return all
    .filter((entry) => entry.menu === menu)
    .filter((entry) => {
      if (entry.audience === "signed-in") return audience.signedIn;
      if (entry.audience === "staff") return audience.staff;
      if (entry.audience === "admin") return audience.admin === true;
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
