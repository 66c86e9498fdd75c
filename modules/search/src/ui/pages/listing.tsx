import Form from "next/form";

import type { ProjectType } from "@hopper/catalog/server";
import { formatNumber } from "@hopper/core/format";
import { Button } from "@hopper/ui/components/button";
import { ShellLink } from "@hopper/ui/components/shell-link";
import { DisplayModeLink } from "@hopper/ui/preferences/display-mode-link";
import { getPreferences } from "@hopper/ui/preferences/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { searchEngine } from "../../server/engine";
import { SEARCH_TEXT_MAX } from "../../server/search-query";
import { parseSearchParams, SORTS } from "../../server/search-query";
import { ActiveFilters } from "../components/active-filters";
import { HitCard } from "../components/hit-card";
import { FILTERS_ID, ListingFilters } from "../components/listing-filters";
import { NavigatingSelect } from "../components/navigating-select";
import { listingFacets, listingLoaders, listingUrl, PAGE_SIZES, readListingState, VIEW_MODES } from "../listing-state";
import type { ViewMode } from "../listing-state";
import { getSearchT } from "../search-t";

const PATHS: Record<ProjectType, string> = {
  mod: "/mods",
  modpack: "/modpacks",
  plugin: "/plugins",
  resourcepack: "/resourcepacks",
  shader: "/shaders",
  datapack: "/datapacks",
};

const SELECT = "min-h-11 rounded-lg border border-divider bg-input px-2 py-2";

/**
 * A search listing for one project type; everything it shows comes from the URL. Filters are a form whose
 * changes apply at once, view modes and pages are links, sort and page size apply on change, all navigating
 * client-side: the results are rendered on the server, the page is not reloaded. Without JavaScript the
 * links and the forms still work. On a phone the filters are a sheet behind a "Filters" button, so the
 * results come first.
 */
export async function ListingPage({
  projectType,
  searchParams,
}: {
  projectType: ProjectType;
  searchParams: PageProps["searchParams"];
}) {
  const path = PATHS[projectType];
  const state = readListingState(await searchParams);
  const loaders = listingLoaders(projectType);
  const loaderNames = new Set(loaders.map((l) => l.name));
  const request = parseSearchParams({
    query: state.query,
    facets: listingFacets(projectType, state.filters, loaderNames),
    index: state.sort,
    offset: String(state.offset),
    limit: String(state.limit),
  });
  const [result, preferences, t] = await Promise.all([
    (await searchEngine()).search(request),
    getPreferences(),
    getSearchT(),
  ]);
  const view: ViewMode = state.view ?? preferences.cosmetics.searchDisplayMode[projectType];
  const pages = Math.ceil(result.total_hits / state.limit);
  const page = Math.floor(state.offset / state.limit) + 1;

  return (
    <div className="grid grid-cols-1 gap-6 py-6 md:grid-cols-[15rem_minmax(0,1fr)]">
      <ListingFilters path={path} projectType={projectType} state={state} loaders={loaders} />
      <section className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-bold">{t("heading", { type: projectType })}</h1>
        <Form action={path} className="flex flex-wrap items-center gap-2" role="search">
          {state.filters.map((f) => (
            <input key={f} type="hidden" name="f" value={f} />
          ))}
          {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
          {state.snapshots ? <input type="hidden" name="snapshots" value="1" /> : null}
          <input
            key={state.query}
            name="q"
            maxLength={SEARCH_TEXT_MAX}
            defaultValue={state.query}
            placeholder={t("searchPlaceholder", { type: projectType })}
            aria-label={t("searchLabel", { type: projectType })}
            className="min-h-11 w-full min-w-0 flex-[1_1_12rem] rounded-lg border border-divider bg-input px-3 py-2"
          />
          <label className="flex items-center gap-1 text-sm">
            {t("sortBy")}
            <NavigatingSelect
              name="s"
              value={state.sort}
              className={SELECT}
              options={SORTS.map((s) => ({
                value: s,
                label: t(`sorts.${s}`),
                href: listingUrl(path, { ...state, sort: s, offset: 0 }),
              }))}
            />
          </label>
          <label className="flex items-center gap-1 text-sm">
            {t("perPage")}
            <NavigatingSelect
              name="m"
              value={String(state.limit)}
              label={t("perPageLabel")}
              className={SELECT}
              options={PAGE_SIZES.map((size) => ({
                value: String(size),
                label: String(size),
                href: listingUrl(path, { ...state, limit: size, offset: 0 }),
              }))}
            />
          </label>
          <Button type="submit">{t("search")}</Button>
        </Form>
        <ActiveFilters path={path} state={state} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span data-testid="total-hits">
            {t("results", { total: result.total_hits, count: formatNumber(result.total_hits) })}
          </span>
          <Button variant="secondary" size="sm" popoverTarget={FILTERS_ID} className="md:hidden">
            {t("filtersButton", { chosen: state.filters.length })}
          </Button>
          <nav aria-label={t("viewMode")} className="flex gap-1">
            {VIEW_MODES.map((mode) => (
              <DisplayModeLink
                key={mode}
                kind={projectType}
                mode={mode}
                href={listingUrl(path, { ...state, view: mode })}
                prefetch={false}
                scroll={false}
                aria-current={mode === view ? "true" : undefined}
                className="inline-flex min-h-8 items-center rounded px-2 py-1 aria-[current=true]:bg-raised aria-[current=true]:font-semibold"
              >
                {t(`viewModes.${mode}`)}
              </DisplayModeLink>
            ))}
          </nav>
        </div>
        {result.hits.length === 0 ? (
          <p className="rounded-xl border border-dashed border-divider p-8 text-center text-secondary">
            {t("noResults", { type: projectType })}
          </p>
        ) : (
          <ul
            className={view === "list" ? "flex flex-col gap-3" : "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"}
            data-view={view}
          >
            {result.hits.map((hit) => (
              <HitCard key={hit.project_id} hit={hit} view={view} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label={t("pages")} className="flex items-center justify-center gap-2 text-sm">
            {page > 1 ? (
              <ShellLink
                href={listingUrl(path, { ...state, offset: (page - 2) * state.limit })}
                prefetch={false}
                rel="prev"
                className="inline-flex min-h-8 items-center px-2 underline"
              >
                {t("previous")}
              </ShellLink>
            ) : null}
            <span>{t("pageOf", { page: String(page), pages: String(pages) })}</span>
            {page < pages ? (
              <ShellLink
                href={listingUrl(path, { ...state, offset: page * state.limit })}
                prefetch={false}
                rel="next"
                className="inline-flex min-h-8 items-center px-2 underline"
              >
                {t("next")}
              </ShellLink>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
