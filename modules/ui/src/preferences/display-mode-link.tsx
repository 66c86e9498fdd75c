"use client";

import type { ComponentProps } from "react";

import { ShellLink } from "../components/shell-link";
import { rememberSearchDisplayMode } from "./cosmetics-client";
import type { DisplayMode, SearchDisplayKind } from "./cosmetics";

/**
 * A link to a search page in another view mode that also stores the choice in the cosmetics cookie, so the
 * kind's next visit without a `view` parameter opens in it. Navigation is client-side; without JavaScript
 * the link still switches the view but the choice is not remembered (cookies are written by scripts here).
 */
export function DisplayModeLink({
  kind,
  mode,
  onClick,
  ...props
}: ComponentProps<typeof ShellLink> & { kind: SearchDisplayKind; mode: DisplayMode }) {
  return (
    <ShellLink
      {...props}
      onClick={(event) => {
        rememberSearchDisplayMode(kind, mode);
        onClick?.(event);
      }}
    />
  );
}
