import { ShellLink } from "@hopper/ui/components/shell-link";

import { environmentChoice } from "../environment-filter";
import { listingUrl, toggleFilter } from "../listing-state";
import type { ListingState } from "../listing-state";
import { getSearchT } from "../search-t";
import type { SearchT } from "../search-t";
import { getTagLabel } from "../tag-label";

function tokenLabel(t: SearchT, tagLabel: (tag: string) => string, token: string): string {
  const negated = token.startsWith("!");
  const [field, value] = (negated ? token.slice(1) : token).split(/:(.*)/s) as [string, string];
  const choice = field === "environment" ? environmentChoice(value) : undefined;
  const text = choice
    ? t(`filters.environments.${choice.value}`)
    : field === "environment"
      ? value
      : field === "open_source"
        ? t("activeFilters.openSource")
        : field === "categories"
          ? tagLabel(value)
          : t("activeFilters.field", { field: field.replace("_", " "), value });
  return negated ? t("activeFilters.not", { filter: text }) : text;
}

/**
 * The chosen filters above the results, each with a link that removes it, and one that clears them all —
 * including filters the sidebar does not show (an old shared link, a version hidden behind the expander).
 */
export async function ActiveFilters({ path, state }: { path: string; state: ListingState }) {
  if (state.filters.length === 0) return null;
  const [t, tagLabel] = await Promise.all([getSearchT(), getTagLabel()]);
  return (
    <nav aria-label={t("activeFilters.label")} className="flex flex-wrap items-center gap-2 text-sm">
      {state.filters.map((token) => (
        <ShellLink
          key={token}
          href={listingUrl(path, toggleFilter(state, token))}
          prefetch={false}
          aria-label={t("activeFilters.remove", { filter: tokenLabel(t, tagLabel, token) })}
          className="inline-flex min-h-8 items-center rounded-full border border-divider bg-raised px-3 py-0.5 hover:line-through"
        >
          {t("activeFilters.chip", { filter: tokenLabel(t, tagLabel, token) })}
        </ShellLink>
      ))}
      <ShellLink
        href={listingUrl(path, { ...state, filters: [], offset: 0 })}
        prefetch={false}
        className="inline-flex min-h-8 items-center text-secondary underline"
      >
        {t("activeFilters.clear")}
      </ShellLink>
    </nav>
  );
}
