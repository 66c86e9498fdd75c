/**
 * At most one forced reload per path within 10 seconds (spec section 9), so a build that keeps failing to
 * load cannot trap the visitor in a reload loop. The record lives in sessionStorage to survive the reload.
 */

export const RELOAD_GUARD_WINDOW_MS = 10_000;
const STORAGE_KEY = "hopper:reloads";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

function readRecord(storage: KeyValueStorage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Claims the reload for `path` if none happened in the window; returns false when it must not reload. */
export function claimReload(
  storage: KeyValueStorage,
  path: string,
  now: number,
  windowMs = RELOAD_GUARD_WINDOW_MS,
): boolean {
  const record = readRecord(storage);
  const last = record[path];
  if (typeof last === "number" && now - last < windowMs) return false;
  // Old entries are dropped so the record cannot grow without bound over a long session.
  const fresh = Object.fromEntries(Object.entries(record).filter(([, time]) => now - time < windowMs));
  fresh[path] = now;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(fresh));
  } catch {
    return false;
  }
  return true;
}
