"use client";

import { createContext, useContext } from "react";
import type { ReactNode } from "react";

import { DEFAULT_SUPPORT_LINKS } from "./support-links";
import type { SupportLinks } from "./support-links";

/** Error boundaries only receive the error, so the root layout hands them the links through context. */
const SupportLinksContext = createContext<SupportLinks>(DEFAULT_SUPPORT_LINKS);

export function SupportLinksProvider({ links, children }: { links: SupportLinks; children: ReactNode }) {
  return <SupportLinksContext.Provider value={links}>{children}</SupportLinksContext.Provider>;
}

export const useSupportLinks = () => useContext(SupportLinksContext);
