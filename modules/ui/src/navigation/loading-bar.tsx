"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { useT } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";
import { internalNavigationTarget } from "./link-clicks";
import {
  estimateProgress,
  LOADING_BAR_FADE_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
} from "./loading-progress";

type Phase = "idle" | "loading" | "done";

/**
 * A thin bar at the top of the page during client-side navigation. It appears only if the navigation takes
 * longer than the 50 ms throttle, creeps up while waiting, then fills and fades when the new route renders.
 */
export function LoadingBar() {
  const t = useT(shellMessages);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const startedAt = useRef<number | null>(null);
  const throttle = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const start = () => {
      if (throttle.current || startedAt.current !== null) return;
      throttle.current = setTimeout(() => {
        throttle.current = null;
        startedAt.current = performance.now();
        setProgress(0);
        setPhase("loading");
      }, LOADING_BAR_THROTTLE_MS);
    };
    const onClick = (event: MouseEvent) => {
      const url = internalNavigationTarget(event);
      if (url && `${url.pathname}${url.search}` !== `${window.location.pathname}${window.location.search}`) start();
    };
    // Capture on window: runs before React's own listener, where next/link already calls preventDefault.
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", start);
    window.addEventListener("hopper:navigation-start", start);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", start);
      window.removeEventListener("hopper:navigation-start", start);
    };
  }, []);

  // The route changed: the navigation is over.
  useEffect(() => {
    if (throttle.current) {
      clearTimeout(throttle.current);
      throttle.current = null;
    }
    if (startedAt.current === null) return;
    startedAt.current = null;
    setProgress(100);
    setPhase("done");
    const hide = setTimeout(() => setPhase("idle"), LOADING_BAR_FADE_MS);
    return () => clearTimeout(hide);
  }, [pathname, searchParams]);

  useEffect(() => {
    if (phase !== "loading") return;
    let frame = requestAnimationFrame(function tick() {
      if (startedAt.current !== null) setProgress(estimateProgress(performance.now() - startedAt.current));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("navigation.loading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="loading-bar"
      className="pointer-events-none fixed top-0 left-0 z-[60] bg-brand transition-[width,opacity] duration-300 ease-out"
      style={{ height: LOADING_BAR_HEIGHT_PX, width: `${progress}%`, opacity: phase === "done" ? 0 : 1 }}
    />
  );
}
