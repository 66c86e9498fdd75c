/**
 * Recognises clicks that the Next.js router will turn into a client-side transition: a plain left click on
 * a same-origin link that does not open a new tab or download. The loading bar and the build check both
 * need to know a navigation is starting, which the App Router does not announce.
 */
export function internalNavigationTarget(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !anchor.href || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  // Same page, only the hash differs: the browser scrolls, nothing loads.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return url;
}
