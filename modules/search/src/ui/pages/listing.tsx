import Form from "next/form";

import {
  categoriesFor,
  displayType,
  GAME_VERSIONS,
  HIDDEN_LOADERS,
  LOADERS,
  PROJECT_TYPE_LABELS,
} from "@hopper/catalog/server";
import type { ProjectType } from "@hopper/catalog/server";
import { formatNumber } from "@hopper/core/format";
import { getPreferences } from "@hopper/ui/preferences/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { searchEngine } from "../../server/engine";
import { parseSearchParams, SORTS } from "../../server/search-query";
import type { SearchHit } from "../../server/engines/search-engine";
import { listingFacets, listingUrl, PAGE_SIZES, readListingState, toggleFilter, VIEW_MODES } from "../listing-state";
import type { ListingState, ViewMode } from "../listing-state";

const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  relevance: "Relevance",
  downloads: "Downloads",
  follows: "Follows",
  newest: "Newest",
  updated: "Recently updated",
  alphabetical: "Alphabetical",
};

const PATHS: Record<ProjectType, string> = {
  mod: "/mods",
  modpack: "/modpacks",
  plugin: "/plugins",
  resourcepack: "/resourcepacks",
  shader: "/shaders",
  datapack: "/datapacks",
};

function FilterLink({
  path,
  state,
  token,
  label,
}: {
  path: string;
  state: ListingState;
  token: string;
  label: string;
}) {
  const included = state.filters.includes(token);
  const excluded = state.filters.includes(`!${token}`);
  return (
    <li className="flex items-center justify-between gap-2 text-sm">
      <a
        href={listingUrl(path, toggleFilter(state, token))}
        aria-pressed={included}
        className={`flex-1 rounded px-2 py-0.5 ${included ? "bg-brand font-semibold text-on-brand" : "hover:bg-raised"} ${excluded ? "line-through opacity-70" : ""}`}
      >
        {label}
      </a>
      <a
        href={listingUrl(path, toggleFilter(state, `!${token}`))}
        aria-label={`${excluded ? "Stop excluding" : "Exclude"} ${label}`}
        title={excluded ? "Stop excluding" : "Exclude"}
        className={`rounded px-1.5 text-xs ${excluded ? "bg-danger text-white" : "text-secondary hover:bg-raised"}`}
      >
        −
      </a>
    </li>
  );
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="flex flex-col gap-1">
      <summary className="cursor-pointer text-sm font-bold">{title}</summary>
      <ul className="mt-1 flex flex-col gap-0.5">{children}</ul>
    </details>
  );
}

function HitCard({ hit, view }: { hit: SearchHit; view: ViewMode }) {
  const href = `/${displayType(hit.project_type, hit.categories)}/${hit.slug}`;
  const icon = hit.icon_url ? (
    // eslint-disable-next-line @next/next/no-img-element -- icons come from our own /cdn or the image proxy
    <img
      src={hit.icon_url}
      alt=""
      width={64}
      height={64}
      className="h-16 w-16 rounded-xl bg-input object-cover"
      loading="lazy"
    />
  ) : (
    <div className="flex h-16 w-16 items-center justify-center rounded-xl bg-input text-2xl font-bold">
      {hit.title.slice(0, 1)}
    </div>
  );
  return (
    <li
      className={`flex gap-4 rounded-xl border border-divider bg-raised p-4 ${view === "list" ? "" : "flex-col"}`}
      data-testid="search-hit"
    >
      {view === "gallery" && hit.featured_gallery ? (
        // eslint-disable-next-line @next/next/no-img-element -- gallery images are served by our own storage
        <img src={hit.featured_gallery} alt="" className="aspect-video w-full rounded-lg object-cover" loading="lazy" />
      ) : null}
      <div className="flex gap-4">
        {icon}
        <div className="flex min-w-0 flex-col gap-1">
          <a href={href} className="truncate text-lg font-bold hover:underline">
            {hit.title}
          </a>
          <span className="text-sm text-secondary">by {hit.author}</span>
          <p className="text-sm">{hit.description}</p>
          <ul className="flex flex-wrap gap-1 text-xs text-secondary">
            {hit.display_categories.slice(0, 6).map((c) => (
              <li key={c} className="rounded bg-input px-1.5 py-0.5">
                {c}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="ml-auto flex shrink-0 flex-col items-end gap-1 text-sm text-secondary">
        <span>
          <strong className="text-primary">{formatNumber(hit.downloads)}</strong> downloads
        </span>
        <span>
          <strong className="text-primary">{formatNumber(hit.follows)}</strong> followers
        </span>
        <span>Updated {hit.date_modified.slice(0, 10)}</span>
      </div>
    </li>
  );
}

/** A search listing for one project type; everything it shows comes from the URL. */
export async function ListingPage({
  projectType,
  searchParams,
}: {
  projectType: ProjectType;
  searchParams: PageProps["searchParams"];
}) {
  const path = PATHS[projectType];
  const state = readListingState(await searchParams);
  const loaders = LOADERS.filter(
    (l) => l.supported_project_types.includes(projectType) && !(HIDDEN_LOADERS as readonly string[]).includes(l.name),
  );
  const loaderNames = new Set(loaders.map((l) => l.name));
  const request = parseSearchParams({
    query: state.query,
    facets: listingFacets(projectType, state.filters, loaderNames),
    index: state.sort,
    offset: String(state.offset),
    limit: String(state.limit),
  });
  const [result, preferences] = await Promise.all([(await searchEngine()).search(request), getPreferences()]);
  const view: ViewMode = state.view ?? preferences.cosmetics.searchDisplayMode[projectType];
  const categories = categoriesFor(projectType);
  const headers = [...new Set(categories.map((c) => c.header))];
  const versions = GAME_VERSIONS.filter((v) => (state.snapshots ? true : v.version_type === "release")).slice(
    0,
    state.snapshots ? 60 : 40,
  );
  const label = PROJECT_TYPE_LABELS[projectType];
  const pages = Math.ceil(result.total_hits / state.limit);
  const page = Math.floor(state.offset / state.limit) + 1;

  return (
    <div className="grid gap-6 py-6 md:grid-cols-[15rem_1fr]">
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
        <FilterGroup title="Game versions">
          {versions.map((v) => (
            <FilterLink key={v.version} path={path} state={state} token={`versions:${v.version}`} label={v.version} />
          ))}
          <li className="text-xs">
            <a href={listingUrl(path, { ...state, snapshots: !state.snapshots })} className="underline">
              {state.snapshots ? "Hide snapshots" : "Show all versions"}
            </a>
          </li>
        </FilterGroup>
        <FilterGroup title="Environment">
          <FilterLink path={path} state={state} token="client_side:required" label="Client" />
          <FilterLink path={path} state={state} token="server_side:required" label="Server" />
        </FilterGroup>
        <FilterGroup title="License">
          <FilterLink path={path} state={state} token="open_source:true" label="Open source only" />
        </FilterGroup>
      </aside>
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{label}s</h1>
        <Form action={path} className="flex flex-wrap items-center gap-2" role="search">
          {state.filters.map((f) => (
            <input key={f} type="hidden" name="f" value={f} />
          ))}
          {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
          <input
            name="q"
            defaultValue={state.query}
            placeholder={`Search ${label.toLowerCase()}s…`}
            aria-label={`Search ${label.toLowerCase()}s`}
            className="min-w-48 flex-1 rounded-lg border border-divider bg-input px-3 py-2"
          />
          <label className="flex items-center gap-1 text-sm">
            Sort by
            <select name="s" defaultValue={state.sort} className="rounded-lg border border-divider bg-input px-2 py-2">
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1 text-sm">
            View
            <select
              name="m"
              defaultValue={String(state.limit)}
              aria-label="Results per page"
              className="rounded-lg border border-divider bg-input px-2 py-2"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
            Search
          </button>
        </Form>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span data-testid="total-hits">
            {formatNumber(result.total_hits)} {result.total_hits === 1 ? "result" : "results"}
          </span>
          <nav aria-label="View mode" className="flex gap-1">
            {VIEW_MODES.map((mode) => (
              <a
                key={mode}
                href={listingUrl(path, { ...state, view: mode })}
                aria-current={mode === view ? "true" : undefined}
                className="rounded px-2 py-1 aria-[current=true]:bg-raised aria-[current=true]:font-semibold"
              >
                {mode[0]!.toUpperCase() + mode.slice(1)}
              </a>
            ))}
          </nav>
        </div>
        {result.hits.length === 0 ? (
          <p className="rounded-xl border border-dashed border-divider p-8 text-center text-secondary">
            No {label.toLowerCase()}s match this search.
          </p>
        ) : (
          <ul
            className={view === "list" ? "flex flex-col gap-3" : "grid gap-3 sm:grid-cols-2 lg:grid-cols-3"}
            data-view={view}
          >
            {result.hits.map((hit) => (
              <HitCard key={hit.project_id} hit={hit} view={view} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="flex items-center justify-center gap-2 text-sm">
            {page > 1 ? (
              <a
                href={listingUrl(path, { ...state, offset: (page - 2) * state.limit })}
                rel="prev"
                className="underline"
              >
                Previous
              </a>
            ) : null}
            <span>
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <a href={listingUrl(path, { ...state, offset: page * state.limit })} rel="next" className="underline">
                Next
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
