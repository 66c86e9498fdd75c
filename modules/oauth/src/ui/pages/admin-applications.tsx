import Link from "next/link";

import { inputClassName } from "@hopper/ui/components/field";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { appsCaller } from "../apps/app-caller";
import { DisableAppForm } from "../apps/app-manage-forms";
import { appMessages } from "../apps/app-messages";

export async function generateMetadata() {
  const t = await getT(appMessages);
  return { title: t("staff.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** /admin/applications (staff): every app with its owner, date and state, newest first; Disable / Enable. */
export default async function AdminApplicationsPage({ host, searchParams }: ModulePageProps) {
  const query = await searchParams;
  const name = one(query.name).slice(0, 64);
  const requested = Number.parseInt(one(query.page), 10);
  const [list, t] = await Promise.all([
    (await appsCaller()).staffList({ name: name || undefined, page: requested > 0 ? Math.min(requested, 100_000) : 1 }),
    getT(appMessages),
  ]);
  const pageLink = (page: number) =>
    `/admin/applications?${new URLSearchParams({ ...(name ? { name } : {}), page: String(page) })}`;
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("staff.heading")}</h1>
      <MenuNav label={t("adminMenu")} entries={host.menus.admin} active="/admin/applications" variant="inline" />
      <form className="flex flex-wrap items-end gap-2" method="get">
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.filter")}
          <input name="name" defaultValue={name} maxLength={64} className={inputClassName} />
        </label>
        <button type="submit" className="rounded-lg border border-divider px-3 py-2">
          {t("staff.apply")}
        </button>
      </form>
      {list.apps.length === 0 ? <p className="text-secondary">{t("staff.none")}</p> : null}
      {list.apps.length > 0 ? (
        <table className="w-full text-left text-sm" data-testid="staff-apps">
          <thead>
            <tr className="border-b border-divider">
              <th className="py-2">{t("staff.name")}</th>
              <th className="py-2">{t("staff.owner")}</th>
              <th className="py-2">{t("staff.created")}</th>
              <th className="py-2">{t("staff.state")}</th>
              <th className="py-2">{t("staff.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.apps.map((app) => (
              <tr key={app.id} className="border-b border-divider align-top" data-testid="staff-app">
                <td className="py-2">
                  <span className="font-semibold" dir="auto">
                    {app.name}
                  </span>
                  <br />
                  <code className="text-xs">{app.id}</code>
                </td>
                <td className="py-2">
                  <Link className="underline" href={`/user/${encodeURIComponent(app.owner.username)}`}>
                    {app.owner.username}
                  </Link>
                </td>
                <td className="py-2">
                  <DateTime value={app.createdAt} />
                </td>
                <td className="py-2" data-testid="app-state">
                  {app.disabledAt ? t("staff.disabled") : t("staff.active")}
                </td>
                <td className="py-2">
                  <DisableAppForm appId={app.id} name={app.name} disabled={app.disabledAt !== null} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {list.pages > 1 ? (
        <nav className="flex items-center gap-4 text-sm">
          {list.page > 1 ? <Link href={pageLink(list.page - 1)}>{t("staff.previous")}</Link> : null}
          <span>{t("staff.position", { page: String(list.page), pages: String(list.pages) })}</span>
          {list.page < list.pages ? <Link href={pageLink(list.page + 1)}>{t("staff.next")}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
