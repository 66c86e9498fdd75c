import { SORTS } from "../server/search-query";
import type { SearchSort } from "../server/search-query";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const VIEW_MODES = ["list", "grid", "gallery"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/**
 * Everything a listing page shows lives in its URL, so a search can be shared: `q` text, `f` filter
 * tokens (`field:value`, `!field:value` to exclude), `s` sort, `o` offset, `m` page size, `view`,
 * `snapshots`.
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
const FILTER_TOKEN = /^!?(categories|versions|client_side|server_side|open_source|license):[\w.+-]{1,64}$/;

export function readListingState(params: Params): ListingState {
  const sort = first(params.s);
  const limit = Number(first(params.m));
  const offset = Number(first(params.o));
  const view = first(params.view);
  return {
    query: (first(params.q) ?? "").slice(0, 200),
    filters: [...new Set(all(params.f).filter((token) => FILTER_TOKEN.test(token)))].slice(0, 50),
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

/**
 * Filter tokens → the API's facets. Chosen loaders and chosen game versions are each one OR group (any of
 * them); every other chosen category must hold (AND); exclusions are `!=` conditions.
 */
export function listingFacets(
  projectType: string,
  filters: readonly string[],
  loaderNames: ReadonlySet<string>,
): string {
  const groups: string[][] = [[`project_type:${projectType}`]];
  const loaders: string[] = [];
  const versions: string[] = [];
  for (const token of filters) {
    const negated = token.startsWith("!");
    const [field, value] = (negated ? token.slice(1) : token).split(/:(.*)/s) as [string, string];
    if (negated) groups.push([`${field}!=${value}`]);
    else if (field === "categories" && loaderNames.has(value)) loaders.push(`categories:${value}`);
    else if (field === "versions") versions.push(`versions:${value}`);
    else groups.push([`${field}:${value}`]);
  }
  if (loaders.length) groups.push(loaders);
  if (versions.length) groups.push(versions);
  return JSON.stringify(groups);
}
