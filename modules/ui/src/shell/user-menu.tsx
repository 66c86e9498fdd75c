import { ProjectIcon } from "../components/project-icon";
import { ShellLink as Link } from "../components/shell-link";
import type { NavEntry } from "@hopper/core/module";

/**
 * The signed-in user's menu: a native disclosure (<details>), so it opens without JavaScript and needs no
 * menu library in the page's script. Its entries (dashboard, settings, sign out) come from the modules'
 * `user` nav entries; the accounts module owns sign-out, so its entry points at its sign-out page. `data-menu`:
 * with JavaScript it closes on Escape, a click outside and navigation (navigation/menu-dismiss.tsx).
 */
export function UserMenu({
  username,
  avatarUrl,
  entries,
  labels,
}: {
  username: string;
  avatarUrl: string | null;
  entries: readonly NavEntry[];
  labels: { menu: string };
}) {
  return (
    <details className="group relative" data-menu data-testid="user-menu">
      <summary
        aria-label={labels.menu}
        className="flex cursor-pointer list-none items-center gap-2 rounded-full border border-divider py-1 pr-3 pl-1 hover:bg-input [&::-webkit-details-marker]:hidden"
      >
        <ProjectIcon name={username} iconUrl={avatarUrl} size={28} shape="round" tone="brand" />
        {/* dir="auto": a username is the person's own text. */}
        <span className="text-sm font-semibold" dir="auto" data-testid="user-menu-username">
          {username}
        </span>
      </summary>
      <ul className="absolute right-0 z-40 mt-2 flex min-w-48 flex-col rounded-lg border border-divider bg-raised p-1 shadow-lg">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className="block rounded px-3 py-2 text-sm hover:bg-input focus-visible:bg-input">
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
