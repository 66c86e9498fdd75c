import { categoriesFor, GAME_VERSIONS } from "@hopper/catalog/server";
import type { LoaderTag, ProjectType } from "@hopper/catalog/server";
import { ShellLink } from "@hopper/ui/components/shell-link";

import { ENVIRONMENT_CHOICES } from "../environment-filter";
import { licenseChoices } from "../license-choices";
import { chooseEnvironment, listingUrl } from "../listing-state";
import type { ListingState } from "../listing-state";
import { ChoiceLink, FilterGroup, FilterLink } from "./filter-links";

/** Game versions listed before the "Show all versions" expander; the rest (1.12.2, 1.7.10, …) are inside it. */
export const NEWEST_VERSIONS_SHOWN = 20;

function GameVersionFilters({ path, state }: { path: string; state: ListingState }) {
  const versions = GAME_VERSIONS.filter((v) => state.snapshots || v.version_type === "release");
  const newest = versions.slice(0, NEWEST_VERSIONS_SHOWN);
  const older = versions.slice(NEWEST_VERSIONS_SHOWN);
  const olderChosen = older.some((v) => state.filters.includes(`versions:${v.version}`));
  const link = (version: string) => (
    <FilterLink
      key={version}
      path={path}
      state={state}
      token={`versions:${version}`}
      label={version}
      excludable={false}
    />
  );
  return (
    <FilterGroup title="Game versions">
      {newest.map((v) => link(v.version))}
      {older.length ? (
        <li>
          <details open={olderChosen} className="text-sm">
            <summary className="cursor-pointer px-2 text-xs underline">Show all versions</summary>
            <ul className="mt-1 flex max-h-80 flex-col gap-0.5 overflow-y-auto">{older.map((v) => link(v.version))}</ul>
          </details>
        </li>
      ) : null}
      <li className="px-2 text-xs">
        <ShellLink
          href={listingUrl(path, { ...state, snapshots: !state.snapshots, offset: 0 })}
          prefetch={false}
          className="underline"
        >
          {state.snapshots ? "Hide snapshots" : "Show snapshots"}
        </ShellLink>
      </li>
    </FilterGroup>
  );
}

/** The filter sidebar of a listing page: categories, loaders, game versions, environment and license. */
export function ListingFilters({
  path,
  projectType,
  state,
  loaders,
}: {
  path: string;
  projectType: ProjectType;
  state: ListingState;
  loaders: readonly LoaderTag[];
}) {
  const categories = categoriesFor(projectType);
  const headers = [...new Set(categories.map((c) => c.header))];
  return (
    <aside className="flex flex-col gap-4" aria-label="Filters">
      {headers.map((header) => (
        <FilterGroup key={header} title={header[0]!.toUpperCase() + header.slice(1)}>
          {categories
            .filter((c) => c.header === header)
            .map((c) => (
              <FilterLink key={c.name} path={path} state={state} token={`categories:${c.name}`} label={c.name} />
            ))}
        </FilterGroup>
      ))}
      {loaders.length > 1 ? (
        <FilterGroup title="Loaders">
          {loaders.map((l) => (
            <FilterLink key={l.name} path={path} state={state} token={`categories:${l.name}`} label={l.name} />
          ))}
        </FilterGroup>
      ) : null}
      <GameVersionFilters path={path} state={state} />
      <FilterGroup title="Environment">
        {ENVIRONMENT_CHOICES.map((choice) => (
          <ChoiceLink
            key={choice.value}
            href={listingUrl(path, chooseEnvironment(state, choice.value))}
            chosen={state.filters.includes(`environment:${choice.value}`)}
            label={choice.label}
          />
        ))}
      </FilterGroup>
      <FilterGroup title="License">
        <FilterLink path={path} state={state} token="open_source:true" label="Open source only" />
        {licenseChoices(state.filters).map((license) => (
          <FilterLink
            key={license.id}
            path={path}
            state={state}
            token={`license:${license.id}`}
            label={license.label}
            title={license.name}
          />
        ))}
      </FilterGroup>
    </aside>
  );
}
