"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ReactNode } from "react";

import { DEVELOPER_MODE_COOKIE, developerModeCookieOptions, isSecureOrigin, serializeCookie } from "./cookie-options";

interface DeveloperModeState {
  enabled: boolean;
  toggle: () => void;
}

const DeveloperModeContext = createContext<DeveloperModeState>({ enabled: false, toggle: () => {} });

/**
 * Developer mode shows internal IDs and tools. The switch lives in a cookie so server-rendered pages (and
 * `<DevOnly>` inside them) render the right thing on the first paint.
 */
export function DeveloperModeProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [enabled, setEnabled] = useState(initial);
  const toggle = useCallback(() => {
    setEnabled((previous) => {
      const next = !previous;
      const secure = isSecureOrigin(window.location.protocol, window.location.hostname);
      document.cookie = serializeCookie(DEVELOPER_MODE_COOKIE, next ? "1" : "0", developerModeCookieOptions(secure));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ enabled, toggle }), [enabled, toggle]);
  return <DeveloperModeContext.Provider value={value}>{children}</DeveloperModeContext.Provider>;
}

export const useDeveloperMode = () => useContext(DeveloperModeContext);

/** Renders its children only in developer mode, e.g. `<DevOnly>ID: {project.id}</DevOnly>`. */
export function DevOnly({ children }: { children: ReactNode }) {
  return useDeveloperMode().enabled ? <>{children}</> : null;
}
