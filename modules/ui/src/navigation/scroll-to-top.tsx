"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Scrolls to the top after every route change (spec section 2). Links to an anchor keep their target, and
 * back/forward keeps the browser's own scroll restoration.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  // Compared with the previous path rather than a "first render" flag, so React's development-mode double
  // effect run cannot scroll a freshly loaded page.
  const previousPath = useRef(pathname);
  const poppedState = useRef(false);

  useEffect(() => {
    const onPop = () => {
      poppedState.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (poppedState.current) {
      poppedState.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  return null;
}
