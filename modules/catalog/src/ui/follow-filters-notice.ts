/** The query parameter the follow filters' form comes back with: a notice key, never text (`saved`, `cleared`). */
export const FOLLOW_FILTERS_NOTICE = "followFilters";

export type FollowFiltersNotice = "saved" | "cleared";

/** The notice key an address names, or null for anything else (an address never puts words on the page). */
export function followFiltersNoticeOf(value: string | string[] | undefined): FollowFiltersNotice | null {
  return value === "saved" || value === "cleared" ? value : null;
}
