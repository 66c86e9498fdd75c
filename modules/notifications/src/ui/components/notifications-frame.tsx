import type { ReactNode } from "react";

import type { NavEntry } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { messages } from "../messages";

const NOTICES = new Set(["markedRead", "allRead", "accepted", "declined"]);

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, name: string) => (typeof query[name] === "string" ? (query[name] as string) : null);

/**
 * What both notification pages share: the heading, the dashboard menu, the notice a form sent back (by key, so it
 * is read from the catalogue) or its refusal, the page's own controls and the "older" link of the keyset pages.
 */
export async function NotificationsFrame({
  heading,
  menu,
  active,
  query,
  controls,
  nextCursor,
  children,
}: {
  heading: string;
  menu: readonly NavEntry[] | undefined;
  active: string;
  query: Query;
  controls: ReactNode;
  nextCursor: string | null;
  children: ReactNode;
}) {
  const t = await getT(messages);
  const noticeKey = one(query, "notice");
  const count = Number(one(query, "count") ?? "0");
  const notice =
    noticeKey && NOTICES.has(noticeKey)
      ? noticeKey === "allRead"
        ? t("notices.allRead", { count: Number.isSafeInteger(count) ? count : 0 })
        : t(`notices.${noticeKey as "markedRead" | "accepted" | "declined"}`)
      : null;
  // Only a refusal the module's own action sealed; a made-up `?error=` shows nothing.
  const error = sealedRefusal(query).message;
  const first = one(query, "cursor") ? active : null;
  const more = nextCursor ? `${active}?cursor=${encodeURIComponent(nextCursor)}` : null;
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{heading}</h1>
      <MenuNav label={heading} entries={menu} active="/dashboard/notifications" variant="inline" />
      <div className="flex flex-wrap items-center gap-3">{controls}</div>
      {notice ? (
        <p role="status" className="text-sm" data-testid="notifications-notice">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="notifications-error">
          {error}
        </p>
      ) : null}
      {children}
      {first || more ? (
        // Its own name: the menu above is already a navigation landmark named after the page.
        <nav className="flex gap-4 text-sm" aria-label={t("page.pages")}>
          {first ? (
            <a className="underline" href={first}>
              {t("page.first")}
            </a>
          ) : null}
          {more ? (
            <a className="underline" href={more}>
              {t("page.more")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export const cursorOf = (query: Query) => one(query, "cursor")?.slice(0, 200) ?? null;
