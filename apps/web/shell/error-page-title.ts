import type { Metadata } from "next";

import { translatorFor } from "@hopper/ui/i18n/catalogue";
import { shellMessages } from "@hopper/ui/i18n/messages/en-US";
import { getLocale } from "@hopper/ui/i18n/server";

/** The shell catalogue's titles of the 401, 403 and 404 pages (`errors.*`). */
export type ErrorPageTitle = "notFoundTitle" | "signInRequiredTitle" | "forbiddenTitle";

/** An error page's window title in `locale`: the shell's `pageTitle` around the page's own title. */
export function errorPageTitle(key: ErrorPageTitle, locale: string): string {
  const t = translatorFor(shellMessages, locale);
  return t("pageTitle", { title: t(`errors.${key}`) });
}

/** An error page's metadata for this request's language (its `generateMetadata`). */
export async function errorPageMetadata(key: ErrorPageTitle): Promise<Metadata> {
  return { title: errorPageTitle(key, (await getLocale()).locale) };
}
