/**
 * Site state: data the web build gathers once (tag lists, game versions and the like) and stores next to
 * the build. When a source fails at build time, its error code is recorded and the site shows the
 * site-state banner (spec sections 2 and 8) until a build succeeds.
 */

export const SITE_STATE_FILE = "hopper-site-state.json";

export interface SiteStateError {
  /** Which source failed, e.g. "tags". */
  source: string;
  /** Short code shown in the banner, e.g. "TAGS_FETCH_FAILED" or an HTTP status. */
  code: string;
}

export interface SiteState {
  generatedAt: string;
  /** Data per source that loaded. */
  data: Record<string, unknown>;
  errors: SiteStateError[];
}

export interface SiteStateSource {
  key: string;
  load: () => Promise<unknown>;
}

/** Runs every source; a failing one records its code instead of failing the whole build. */
export async function collectSiteState(sources: readonly SiteStateSource[], now = new Date()): Promise<SiteState> {
  const state: SiteState = { generatedAt: now.toISOString(), data: {}, errors: [] };
  for (const source of sources) {
    try {
      state.data[source.key] = await source.load();
    } catch (error) {
      state.errors.push({ source: source.key, code: errorCode(error, source.key) });
    }
  }
  return state;
}

function errorCode(error: unknown, key: string): string {
  if (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    (typeof error.code === "string" || typeof error.code === "number")
  ) {
    return String(error.code);
  }
  return `${key.toUpperCase().replace(/[^A-Z0-9]+/g, "_")}_FAILED`;
}

/** Reads the file's text; anything unreadable counts as "no state" rather than as an error banner. */
export function parseSiteState(text: string | null): SiteState | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Partial<SiteState>;
    const errors = Array.isArray(record.errors)
      ? record.errors.filter((e): e is SiteStateError => typeof e?.source === "string" && typeof e?.code === "string")
      : [];
    return {
      generatedAt: String(record.generatedAt ?? ""),
      data: (record.data as Record<string, unknown>) ?? {},
      errors,
    };
  } catch {
    return null;
  }
}
