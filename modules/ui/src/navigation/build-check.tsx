"use client";

import { useEffect } from "react";

import { latestBuildIdAction } from "./build-id-action";
import { internalNavigationTarget } from "./link-clicks";
import { isReloadPending, markReloadPending, reloadInsteadOfNavigating } from "./update-state";

/**
 * Polling interval of the new-build check. The spec leaves it open; 10 minutes keeps the cost negligible
 * (one tiny POST per open tab) while a long-lived tab still picks up a deployment within the hour. The
 * check also runs when a hidden tab becomes visible again, which is when stale tabs are usually used.
 */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60_000;

const isChunkLoadFailure = (reason: unknown) =>
  reason instanceof Error &&
  (reason.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(reason.message));

/**
 * Reloads on the next navigation when a newer build is deployed or a script chunk failed to load, at most
 * once per path within 10 seconds (reload-guard.ts).
 */
export function BuildCheck({ buildId }: { buildId: string }) {
  useEffect(() => {
    if (buildId === "development") return;
    let lastCheck = Date.now();

    const check = async () => {
      if (isReloadPending()) return;
      lastCheck = Date.now();
      try {
        if ((await latestBuildIdAction()) !== buildId) markReloadPending();
      } catch (error) {
        // A missing server action means the server runs different code; an offline tab is not an update.
        if (navigator.onLine && !(error instanceof TypeError)) markReloadPending();
      }
    };
    const interval = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - lastCheck > BUILD_CHECK_INTERVAL_MS) void check();
    };

    const onScriptError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes("/_next/")) markReloadPending();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) markReloadPending();
    };

    // Capture phase on window runs before React's listeners, so the router never starts a client-side
    // transition that would load code from the old build.
    const onClick = (event: MouseEvent) => {
      if (!isReloadPending()) return;
      const url = internalNavigationTarget(event);
      if (url && reloadInsteadOfNavigating(url)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };

    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("error", onScriptError, true);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("click", onClick, true);
    // Armed: a chunk that fails before this effect ran (before hydration) is not seen here, and then the page's
    // links are plain links anyway. The browser test waits for this mark before failing a chunk.
    document.documentElement.dataset.buildCheck = "armed";
    return () => {
      delete document.documentElement.dataset.buildCheck;
      clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("error", onScriptError, true);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("click", onClick, true);
    };
  }, [buildId]);

  return null;
}
