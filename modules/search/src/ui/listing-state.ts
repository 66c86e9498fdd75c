import { HIDDEN_LOADERS, LOADERS } from "@hopper/catalog/server";
import type { LoaderTag, ProjectType } from "@hopper/catalog/server";

import { SEARCH_TEXT_MAX, SORTS } from "../server/search-query";
import type { SearchSort } from "../server/search-query";
import { environmentChoice } from "./environment-filter";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const VIEW_MODES = ["list", "grid", "gallery"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/**
 * Everything a listing page shows lives in its URL, so a search can be shared: `q` text, `f` filter
 * tokens (`field:value`, `!field:value` to exclude, `environment:<choice>` for one environment), `s` sort,
 * `o` offset, `m` page size, `view`, `snapshots`.
 */
export interface ListingState {
  query: string;
  filters: string[];
  sort: SearchSort;
  offset: number;
  limit: number;
  view: ViewMode | null;
  snapshots: boolean;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const FILTER_TOKEN =
  /^(?:!?(?:categories|versions|client_side|server_side|open_source|license):[\w.+-]{1,64}|environment:[a-z-]{1,32})$/;
const ENVIRONMENT_PREFIX = "environment:";
const isEnvironment = (token: string) => token.startsWith(ENVIRONMENT_PREFIX);

/**
 * Known tokens only, each once, and at most one environment (the choices exclude each other). A filter both
 * included and excluded (the filter form without JavaScript, with both boxes of a pair ticked) is excluded.
 */
function readFilters(tokens: string[]): string[] {
  const valid = tokens.filter(
    (token) =>
      FILTER_TOKEN.test(token) &&
      (!isEnvironment(token) || environmentChoice(token.slice(ENVIRONMENT_PREFIX.length)) !== undefined) &&
      !tokens.includes(`!${token}`),
  );
  const environment = valid.find(isEnvironment);
  return [...new Set(valid.filter((token) => !isEnvironment(token) || token === environment))].slice(0, 50);
}

export function readListingState(params: Params): ListingState {
  const sort = first(params.s);
  const limit = Number(first(params.m));
  const offset = Number(first(params.o));
  const view = first(params.view);
  return {
    query: (first(params.q) ?? "").slice(0, SEARCH_TEXT_MAX),
    filters: readFilters(all(params.f)),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : "relevance",
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
    view: (VIEW_MODES as readonly string[]).includes(view ?? "") ? (view as ViewMode) : null,
    snapshots: first(params.snapshots) === "1",
  };
}

/** The URL of `path` with the given state (defaults left out, so URLs stay short). */
export function listingUrl(path: string, state: ListingState): string {
  const search = new URLSearchParams();
  if (state.query) search.set("q", state.query);
  for (const token of state.filters) search.append("f", token);
  if (state.sort !== "relevance") search.set("s", state.sort);
  if (state.limit !== 20) search.set("m", String(state.limit));
  if (state.offset > 0) search.set("o", String(state.offset));
  if (state.view) search.set("view", state.view);
  if (state.snapshots) search.set("snapshots", "1");
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Adds or removes a filter token (and its opposite), back to the first page. */
export function toggleFilter(state: ListingState, token: string): ListingState {
  const opposite = token.startsWith("!") ? token.slice(1) : `!${token}`;
  const has = state.filters.includes(token);
  const filters = state.filters.filter((t) => t !== token && t !== opposite);
  return { ...state, filters: has ? filters : [...filters, token], offset: 0 };
}

/** Picks an environment (replacing another one), or clears it when it is the chosen one; back to page one. */
export function chooseEnvironment(state: ListingState, value: string): ListingState {
  const token = `${ENVIRONMENT_PREFIX}${value}`;
  const filters = state.filters.filter((t) => !isEnvironment(t));
  return { ...state, filters: state.filters.includes(token) ? filters : [...filters, token], offset: 0 };
}

/**
 * Filter tokens → the API's facets. Chosen loaders, chosen game versions and chosen licenses are each one OR
 * group (any of them); every other chosen category must hold (AND); exclusions are `!=` conditions; an
 * environment adds its own groups over client_side and server_side.
 */
export function listingFacets(
  projectType: string,
  filters: readonly string[],
  loaderNames: ReadonlySet<string>,
): string {
  const groups: string[][] = [[`project_type:${projectType}`]];
  const loaders: string[] = [];
  const versions: string[] = [];
  const licenses: string[] = [];
  for (const token of filters) {
    const negated = token.startsWith("!");
    const [field, value] = (negated ? token.slice(1) : token).split(/:(.*)/s) as [string, string];
    if (field === "environment") groups.push(...(environmentChoice(value)?.groups ?? []).map((g) => [...g]));
    else if (negated) groups.push([`${field}!=${value}`]);
    else if (field === "categories" && loaderNames.has(value)) loaders.push(`categories:${value}`);
    else if (field === "versions") versions.push(`versions:${value}`);
    else if (field === "license") licenses.push(`license:${value}`);
    else groups.push([`${field}:${value}`]);
  }
  if (loaders.length) groups.push(loaders);
  if (versions.length) groups.push(versions);
  if (licenses.length) groups.push(licenses);
  return JSON.stringify(groups);
}

/** The loaders a listing offers for its project type (hidden ones left out); chosen ones are one OR group. */
export function listingLoaders(projectType: ProjectType): LoaderTag[] {
  return LOADERS.filter(
    (l) => l.supported_project_types.includes(projectType) && !(HIDDEN_LOADERS as readonly string[]).includes(l.name),
  );
}
