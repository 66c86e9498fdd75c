"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

import { checkNavigationTarget, routerHref } from "./safe-navigation";
import type { NavigationOptions, NavigationTarget } from "./safe-navigation";
import { reloadInsteadOfNavigating } from "./update-state";

/**
 * Programmatic navigation for client components. Refused targets are returned (and logged), never
 * followed; an allowed external URL is a full page load.
 */
export function useSafeNavigate() {
  const router = useRouter();
  return useCallback(
    (target: string, options: NavigationOptions & { replace?: boolean } = {}): NavigationTarget => {
      const checked = checkNavigationTarget(target, window.location.href, options);
      if (!checked.ok) {
        // eslint-disable-next-line no-console -- runs in the browser: a warning for the developer who sent it there
        console.warn(`Navigation to "${target}" refused: ${checked.reason}`);
        return checked;
      }
      if (checked.external) {
        window.location.assign(checked.url.href);
      } else if (!reloadInsteadOfNavigating(checked.url)) {
        if (options.replace) router.replace(routerHref(checked.url));
        else router.push(routerHref(checked.url));
      }
      return checked;
    },
    [router],
  );
}
