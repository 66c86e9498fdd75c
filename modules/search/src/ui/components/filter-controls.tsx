import { ShellLink } from "@hopper/ui/components/shell-link";

import { listingUrl, toggleFilter } from "../listing-state";
import type { ListingState } from "../listing-state";

const OPTION = "flex-1 rounded px-2 py-0.5";
const CHOSEN = "bg-brand font-semibold text-on-brand";

/**
 * Filter links navigate client-side (the results are rendered on the server) and are plain links without
 * JavaScript. They are not prefetched: a sidebar holds dozens of them, each a different search.
 */
export function FilterLink({
  path,
  state,
  token,
  label,
  title,
  excludable = true,
}: {
  path: string;
  state: ListingState;
  token: string;
  label: string;
  title?: string;
  excludable?: boolean;
}) {
  const included = state.filters.includes(token);
  const excluded = state.filters.includes(`!${token}`);
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <ShellLink
        href={listingUrl(path, toggleFilter(state, token))}
        prefetch={false}
        aria-pressed={included}
        title={title}
        className={`${OPTION} ${included ? CHOSEN : "hover:bg-raised"} ${excluded ? "line-through opacity-70" : ""}`}
      >
        {label}
      </ShellLink>
      {excludable ? (
        <ShellLink
          href={listingUrl(path, toggleFilter(state, `!${token}`))}
          prefetch={false}
          aria-label={`${excluded ? "Stop excluding" : "Exclude"} ${label}`}
          title={excluded ? "Stop excluding" : "Exclude"}
          className={`rounded px-1.5 text-xs ${excluded ? "bg-danger text-white" : "text-secondary hover:bg-raised"}`}
        >
          −
        </ShellLink>
      ) : null}
    </li>
  );
}

/** One choice of a group whose choices exclude each other (the environment). */
export function ChoiceLink({ href, chosen, label }: { href: string; chosen: boolean; label: string }) {
  return (
    <li className="flex text-sm">
      <ShellLink
        href={href}
        prefetch={false}
        aria-pressed={chosen}
        className={`${OPTION} ${chosen ? CHOSEN : "hover:bg-raised"}`}
      >
        {label}
      </ShellLink>
    </li>
  );
}

export function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="flex flex-col gap-1">
      <summary className="cursor-pointer text-sm font-bold">{title}</summary>
      <ul className="mt-1 flex flex-col gap-0.5">{children}</ul>
    </details>
  );
}
