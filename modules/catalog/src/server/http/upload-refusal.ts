import type { AppError } from "@hopper/core/errors";
import { refusalSeal, sealedRefusal } from "@hopper/ui/server/refusal-seal";

/** What the upload form keeps when the server refuses it (files cannot be sent back). */
const KEPT_TEXT = ["versionNumber", "name", "versionType", "dependencies", "primaryFile", "changelog"] as const;
/**
 * The longest changelog the trip back keeps: it travels in the redirect's address, which servers and proxies
 * cap at a few KiB (percent-encoding can triple it). A longer one is kept only by the upload script, which never
 * leaves the form.
 */
export const KEPT_CHANGELOG_MAX = 2000;
const KEPT_LISTS = ["loaders", "gameVersions"] as const;
const FIELD_PREFIX = "field.";

export interface UploadRefusal {
  /** The service's message: shown above the form when no field carries it. */
  message: string;
  /** Field name → message, shown inline next to that field. */
  fields: Record<string, string>;
  /** What the uploader had entered, to fill the form in again. */
  values: {
    text: Partial<Record<(typeof KEPT_TEXT)[number], string>>;
    lists: Record<string, string[]>;
    featured: boolean;
  };
}

/**
 * The query string that takes a refused upload back to the form (it is a plain multipart POST that works without
 * JavaScript): the message, each field's message (`field.<name>`), their seal (`seal=`, so the form shows only
 * texts this site wrote, as the settings pages do) and the values entered.
 */
export function refusalQuery(error: AppError, entered: Map<string, string[]>): URLSearchParams {
  const query = new URLSearchParams({ error: error.message });
  for (const [name, message] of Object.entries(error.fields ?? {})) query.set(`${FIELD_PREFIX}${name}`, message);
  query.set("seal", refusalSeal(error.message, error.fields ?? {}));
  for (const name of KEPT_TEXT) {
    const value = entered.get(name)?.[0];
    if (value && (name !== "changelog" || value.length <= KEPT_CHANGELOG_MAX)) query.set(name, value);
  }
  for (const name of KEPT_LISTS) for (const value of entered.get(name) ?? []) query.append(name, value);
  if (entered.has("featured")) query.set("featured", "on");
  return query;
}

/**
 * Reads what refusalQuery wrote from the form page's search parameters; null when the page was not refused, or
 * when the texts are not sealed (a link's made-up `?error=` shows nothing).
 */
export function readRefusal(search: Record<string, string | string[] | undefined>): UploadRefusal | null {
  const first = (name: string) => {
    const value = search[name];
    return typeof value === "string" ? value : Array.isArray(value) ? value[0] : undefined;
  };
  const all = (name: string) => {
    const value = search[name];
    return typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  };
  const { message, fields } = sealedRefusal(search);
  if (!message) return null;
  const text: UploadRefusal["values"]["text"] = {};
  for (const name of KEPT_TEXT) {
    const value = first(name);
    if (value) text[name] = value;
  }
  const lists = Object.fromEntries(KEPT_LISTS.map((name) => [name, all(name)]));
  return { message, fields, values: { text, lists, featured: first("featured") === "on" } };
}
