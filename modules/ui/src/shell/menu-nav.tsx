import type { NavEntry } from "@hopper/core/module";

const STYLES = {
  // A settings-style sidebar: one link a line, the current page highlighted.
  sidebar: {
    list: "flex flex-col gap-1",
    link: "block rounded-lg px-3 py-2 aria-[current=page]:bg-raised aria-[current=page]:font-semibold",
  },
  // A row of links, e.g. the dashboard's and the admin pages'.
  inline: {
    list: "flex flex-wrap gap-x-4 gap-y-1 text-sm",
    link: "underline aria-[current=page]:font-semibold aria-[current=page]:no-underline",
  },
} as const;

/**
 * One menu (dashboard, settings, admin…) rendered from the entries the web app passed the page: every
 * module adds its own links in its manifest, so no page lists another module's pages.
 */
export function MenuNav({
  label,
  entries,
  active,
  variant = "sidebar",
}: {
  label: string;
  entries: readonly NavEntry[] | undefined;
  /** The current page's address: its entry is marked `aria-current="page"`. */
  active?: string;
  variant?: keyof typeof STYLES;
}) {
  const style = STYLES[variant];
  return (
    <nav aria-label={label}>
      <ul className={style.list}>
        {(entries ?? []).map((entry) => (
          <li key={entry.href}>
            <a href={entry.href} aria-current={entry.href === active ? "page" : undefined} className={style.link}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
