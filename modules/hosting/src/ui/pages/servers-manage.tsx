import { cardClassName } from "@hopper/ui/components/card";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { hostingCaller } from "../hosting-caller";
import { manageMessages } from "../manage/manage-messages";
import type { ManageT } from "../manage/manage-t";
import { serverHref, StatusBadge } from "../server-shell";

export async function generateMetadata() {
  const t = await getT(manageMessages);
  return { title: t("list.title") };
}

/** `?page=` as a page number; anything else (absent, text, out of range) is the first page. */
const pageOf = (value: unknown) => (typeof value === "string" && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1);

const regionLabel = (region: string, t: ManageT) =>
  region === "europe" || region === "north-america" ? t(`regions.${region}`) : region;

/**
 * /servers/manage (guard `auth`; spec §2, docs/hosting.md "Your servers"): the viewer's servers, newest first, 20 a
 * page, each with its status, plan, region and next renewal; an empty list links to the plans (/servers).
 */
export default async function ServersManagePage({ searchParams }: ModulePageProps) {
  const query = await searchParams;
  const [t, list] = await Promise.all([
    getT(manageMessages),
    (await hostingCaller()).servers.list({ page: pageOf(query.page) }),
  ]);
  const link = (page: number) => `/servers/manage${page > 1 ? `?page=${page}` : ""}`;
  return (
    <section className="flex flex-col gap-4 py-8" data-testid="servers-manage">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("list.heading")}</h1>
        <a href="/servers" className="text-sm underline">
          {t("list.buy")}
        </a>
      </div>
      {list.total === 0 ? (
        <p className="text-sm" data-testid="servers-none">
          {t("list.empty")}{" "}
          <a href="/servers" className="underline">
            {t("list.browse")}
          </a>
        </p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="servers-list">
          {list.servers.map((view) => (
            <li
              key={view.server.id}
              className={cardClassName({ className: "flex flex-col gap-2" })}
              data-testid="server-row"
              data-server-id={view.server.id}
            >
              <div className="flex flex-wrap items-center gap-3">
                <a href={serverHref(view.server.id)} className="text-base font-semibold break-all underline">
                  {view.server.name}
                </a>
                <StatusBadge view={view} t={t} />
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-secondary">{t("list.plan")}</dt>
                  <dd>{view.planName ?? "—"}</dd>
                </div>
                <div>
                  <dt className="text-secondary">{t("list.region")}</dt>
                  <dd>{regionLabel(view.server.region, t)}</dd>
                </div>
                <div>
                  <dt className="text-secondary">{t("list.renewal")}</dt>
                  <dd data-testid="server-renewal">
                    {view.subscription?.nextRenewal ? (
                      <DateTime value={view.subscription.nextRenewal} />
                    ) : (
                      t("list.noRenewal")
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {list.pageCount > 1 ? (
        <nav aria-label={t("list.pagination")} className="flex items-center gap-4 text-sm">
          {list.page > 1 ? (
            <a href={link(list.page - 1)} className="underline">
              {t("list.previous")}
            </a>
          ) : null}
          <span>{t("list.pageOf", { page: String(list.page), count: String(list.pageCount) })}</span>
          {list.page < list.pageCount ? (
            <a href={link(list.page + 1)} className="underline">
              {t("list.next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
