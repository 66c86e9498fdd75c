import type { NavEntry } from "@hopper/core/module";

import { ShellLink as Link } from "../components/shell-link";

import { HopperMark } from "../components/hopper-mark";
import { ThemePicker } from "../components/theme-picker";
import { getMessages, getTranslator } from "../i18n/server";
import { getPreferences } from "../preferences/server";
import { groupEntries } from "./nav-entries";

/** The site footer; its columns are the `footer` menu's entries (grouped by `group`) the web app passes. */
export async function SiteFooter({ entries }: { entries: readonly NavEntry[] }) {
  const [t, messages, preferences] = await Promise.all([getTranslator(), getMessages(), getPreferences()]);
  const columns = groupEntries(entries, t("brand"));
  return (
    <footer aria-label={t("footer.label")} className="mt-12 border-t border-divider bg-raised">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 md:flex-row md:flex-wrap md:gap-12">
        <div className="flex flex-col gap-3 text-sm text-secondary md:max-w-md md:flex-1">
          <p className="flex items-center gap-2 text-base font-bold text-primary">
            <HopperMark className="size-6" /> {t("brand")}
          </p>
          <p>{t("footer.tagline")}</p>
          <div>
            <p className="mb-1 font-semibold text-primary">{t("footer.theme")}</p>
            <ThemePicker
              compact
              current={preferences.theme}
              preferredDarkTheme={preferences.cosmetics.preferredDarkTheme}
              labels={{ legend: t("themes.label"), apply: t("themes.apply"), themes: messages.themes }}
            />
          </div>
        </div>
        {columns.map((column) => (
          <nav key={column.group} aria-label={column.group} className="min-w-32 text-sm">
            <h2 className="mb-2 font-semibold">{column.group}</h2>
            <ul className="flex flex-col gap-1.5 text-secondary">
              {column.entries.map((entry) => (
                <li key={entry.href}>
                  <Link href={entry.href} className="inline-flex min-h-6 items-center hover:text-primary">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-divider px-4 py-4 text-center text-xs text-secondary">
        <p>{t("footer.notAffiliated")}</p>
        <p>{t("footer.copyright", { year: String(new Date().getUTCFullYear()) })}</p>
      </div>
    </footer>
  );
}
