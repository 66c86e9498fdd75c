"use server";

import { cookies } from "next/headers";

import { COLOR_MODE_COOKIE, COSMETICS_COOKIE, colorModeCookieOptions, cosmeticsCookieOptions } from "./cookie-options";
import { serializeCosmetics } from "./cosmetics";
import { getPreferences, isSecureRequest } from "./server";
import { isDarkTheme, isTheme } from "./theme";

/**
 * Stores the chosen theme. A form action, so the theme picker works without JavaScript; choosing a dark
 * theme also makes it the one `system` switches to at night.
 */
export async function setThemeAction(formData: FormData): Promise<void> {
  const theme = formData.get("theme");
  if (!isTheme(theme)) return;
  const secure = await isSecureRequest();
  const jar = await cookies();
  jar.set(COLOR_MODE_COOKIE, theme, colorModeCookieOptions(secure));
  if (isDarkTheme(theme)) {
    const { cosmetics } = await getPreferences();
    if (cosmetics.preferredDarkTheme !== theme) {
      jar.set(
        COSMETICS_COOKIE,
        serializeCosmetics({ ...cosmetics, preferredDarkTheme: theme }),
        cosmeticsCookieOptions(secure),
      );
    }
  }
}
