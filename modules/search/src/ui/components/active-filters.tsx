import { ShellLink } from "@hopper/ui/components/shell-link";

import { environmentChoice } from "../environment-filter";
import { listingUrl, toggleFilter } from "../listing-state";
import type { ListingState } from "../listing-state";

function tokenLabel(token: string): string {
  const negated = token.startsWith("!");
  const [field, value] = (negated ? token.slice(1) : token).split(/:(.*)/s) as [string, string];
  const text =
    field === "environment"
      ? (environmentChoice(value)?.label ?? value)
      : field === "open_source"
        ? "Open source"
        : field === "categories"
          ? value
          : `${field.replace("_", " ")}: ${value}`;
  return negated ? `not ${text}` : text;
}

/**
 * The chosen filters above the results, each with a link that removes it, and one that clears them all —
 * including filters the sidebar does not show (an old shared link, a version hidden behind the expander).
 */
export function ActiveFilters({ path, state }: { path: string; state: ListingState }) {
  if (state.filters.length === 0) return null;
  return (
    <nav aria-label="Active filters" className="flex flex-wrap items-center gap-2 text-sm">
      {state.filters.map((token) => (
        <ShellLink
          key={token}
          href={listingUrl(path, toggleFilter(state, token))}
          prefetch={false}
          aria-label={`Remove filter ${tokenLabel(token)}`}
          className="inline-flex min-h-8 items-center rounded-full border border-divider bg-raised px-3 py-0.5 hover:line-through"
        >
          {tokenLabel(token)} ×
        </ShellLink>
      ))}
      <ShellLink
        href={listingUrl(path, { ...state, filters: [], offset: 0 })}
        prefetch={false}
        className="inline-flex min-h-8 items-center text-secondary underline"
      >
        Clear filters
      </ShellLink>
    </nav>
  );
}
