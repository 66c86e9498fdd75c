import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";

import { COLOR_MODE_COOKIE, COSMETICS_COOKIE, DEVELOPER_MODE_COOKIE, isSecureOrigin } from "./cookie-options";
import { parseCosmetics } from "./cosmetics";
import type { Cosmetics } from "./cosmetics";
import { parseTheme, themeClassName } from "./theme";
import type { Theme } from "./theme";

export interface Preferences {
  theme: Theme;
  cosmetics: Cosmetics;
  /** Classes for <html>, so the server already paints the chosen theme. */
  themeClassName: string;
  developerMode: boolean;
}

/** The visitor's stored preferences, read once per request from the cookies. */
export const getPreferences = cache(async (): Promise<Preferences> => {
  const jar = await cookies();
  const theme = parseTheme(jar.get(COLOR_MODE_COOKIE)?.value);
  const cosmetics = parseCosmetics(jar.get(COSMETICS_COOKIE)?.value);
  return {
    theme,
    cosmetics,
    themeClassName: themeClassName(theme, cosmetics.preferredDarkTheme),
    developerMode: jar.get(DEVELOPER_MODE_COOKIE)?.value === "1",
  };
});

/** Whether the browser will keep a `Secure` cookie for this request (https, or a loopback host). */
export async function isSecureRequest(): Promise<boolean> {
  const h = await headers();
  const protocol = h.get("x-forwarded-proto") ?? "http";
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "";
  return isSecureOrigin(protocol, host.replace(/:\d+$/, ""));
}
