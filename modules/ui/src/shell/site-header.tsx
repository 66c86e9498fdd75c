import type { ReactNode } from "react";

import type { Viewer } from "@hopper/core/auth";
import type { NavEntry } from "@hopper/core/module";

import { LogoLink } from "../components/logo-link";
import { ShellLink as Link } from "../components/shell-link";
import { getTranslator } from "../i18n/server";
import { DevOnly } from "../preferences/developer-mode";
import { UserMenu } from "./user-menu";

/**
 * The site header. Its links are the `header` and `user` menus' entries the web app collected from the
 * manifests for this viewer; `actions` are the `header.actions` slot components, rendered by the app.
 */
export async function SiteHeader({
  viewer,
  links,
  userEntries,
  actions,
}: {
  viewer: Viewer | null;
  links: readonly NavEntry[];
  userEntries: readonly NavEntry[];
  actions?: ReactNode;
}) {
  const t = await getTranslator();
  return (
    <header className="border-b border-divider bg-raised">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-brand focus:px-3 focus:py-2 focus:text-on-brand"
      >
        {t("header.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <LogoLink
          labels={{
            home: t("header.home"),
            developerModeOn: t("header.developerModeOn"),
            developerModeOff: t("header.developerModeOff"),
          }}
        />
        <DevOnly>
          <span className="rounded bg-warning px-2 py-0.5 text-xs font-bold text-bg" data-testid="developer-mode-badge">
            {t("header.developerMode")}
          </span>
        </DevOnly>
        <nav aria-label={t("header.mainNavigation")} className="order-last w-full md:order-none md:w-auto md:flex-1">
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold">
            {links.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className="inline-flex min-h-6 items-center text-secondary hover:text-primary">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {actions}
          {viewer ? (
            <UserMenu
              username={viewer.user.username}
              avatarUrl={viewer.user.avatarUrl}
              entries={userEntries}
              labels={{ menu: t("header.userMenu", { username: viewer.user.username }) }}
            />
          ) : (
            <a
              href="/auth/sign-in"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand"
              data-testid="sign-in-link"
            >
              {t("header.signIn")}
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
