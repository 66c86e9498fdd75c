import { ShellLink as Link } from "../components/shell-link";
import { isStaff } from "@hopper/core/auth";
import type { Viewer } from "@hopper/core/auth";

import { LogoLink } from "../components/logo-link";
import { getMessages, getTranslator } from "../i18n/server";
import { DevOnly } from "../preferences/developer-mode";
import { navEntries } from "./nav-entries";
import { PROJECT_TYPE_LINKS } from "./project-types";
import { UserMenu } from "./user-menu";

export async function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const [t, messages] = await Promise.all([getTranslator(), getMessages()]);
  const audience = { signedIn: viewer !== null, staff: isStaff(viewer) };
  const extraLinks = navEntries("header", audience);
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
            {PROJECT_TYPE_LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href} className="text-secondary hover:text-primary">
                  {messages.projectTypes[link.key]}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/servers" className="text-secondary hover:text-primary">
                {t("header.servers")}
              </Link>
            </li>
            {extraLinks.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} className="text-secondary hover:text-primary">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto">
          {viewer ? (
            <UserMenu
              username={viewer.user.username}
              avatarUrl={viewer.user.avatarUrl}
              entries={navEntries("user", audience)}
              labels={{ menu: t("header.userMenu", { username: viewer.user.username }) }}
            />
          ) : (
            <a
              href="/auth/sign-in"
              className="rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand"
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
