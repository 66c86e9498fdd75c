import { claimReload } from "./reload-guard";

/**
 * Whether this tab runs an outdated build (a newer one was deployed, or a script chunk failed to load).
 * When set, the next navigation is a full page load instead of a client-side transition.
 */
let reloadPending = false;

export function markReloadPending(): void {
  reloadPending = true;
}

export const isReloadPending = () => reloadPending;

/**
 * Turns a client-side navigation to `url` into a full load when an update is pending and the reload guard
 * allows it. Returns true when the browser is now loading the page.
 */
export function reloadInsteadOfNavigating(url: URL): boolean {
  if (!reloadPending) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(storage, url.pathname, Date.now())) return false;
  window.location.assign(url.href);
  return true;
}
