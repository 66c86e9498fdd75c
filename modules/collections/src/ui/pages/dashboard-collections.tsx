import { formatNumber } from "@hopper/core/format/number";
import { Button } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { PageProps } from "@hopper/ui/server/render-page";

import { DESCRIPTION_MAX, NAME_MAX } from "../../server/services/rules";
import { createCollectionAction } from "../actions/collections";
import { dashboardData } from "../caller";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("dashboard.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
const card = "flex items-center gap-3 rounded-lg border border-divider p-3";
const label = "flex flex-col gap-1 text-sm font-semibold";

/**
 * /dashboard/collections: the viewer's collections, their followed projects first, with a search box (a GET
 * form, ?q=) and "Create collection" (a server action; a refusal comes back as ?error=, the name kept).
 */
export default async function DashboardCollectionsPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const search = one(query.q).slice(0, 64);
  const [data, t] = await Promise.all([dashboardData(search), getT(messages)]);
  // A refused form's text as runForm sealed it (ui/refusal-seal.ts); text an address made up shows nothing.
  const error = sealedRefusal(query).message;
  const followedName = t("followed.name");
  // The followed-projects collection is matched by its name as the reader sees it.
  const showFollowed = !search.trim() || followedName.toLowerCase().includes(search.trim().toLowerCase());
  const rows = [
    ...(showFollowed
      ? [{ id: "following", name: followedName, iconUrl: null, status: "private", count: data.followedCount }]
      : []),
    ...data.collections.map((row) => ({ ...row, count: row.projectCount })),
  ];
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <form method="get" action="/dashboard/collections" role="search" className="flex gap-2">
        <input
          type="search"
          name="q"
          maxLength={64}
          defaultValue={search}
          aria-label={t("dashboard.search")}
          placeholder={t("dashboard.search")}
          className={`${inputClassName} grow`}
        />
        <Button type="submit" variant="secondary">
          {t("dashboard.searchButton")}
        </Button>
      </form>
      <details className="rounded-lg border border-divider p-4" open={Boolean(error)} data-testid="create-collection">
        <summary className="cursor-pointer font-semibold">{t("dashboard.create")}</summary>
        <form action={createCollectionAction} className="mt-3 flex flex-col gap-3" aria-label={t("dashboard.create")}>
          <label className={label}>
            {t("dashboard.name")}
            <input
              name="name"
              required
              maxLength={NAME_MAX}
              defaultValue={one(query.name)}
              className={inputClassName}
            />
          </label>
          <label className={label}>
            {t("dashboard.summary")}
            <textarea name="description" maxLength={DESCRIPTION_MAX} className={inputClassName} />
            <span className="text-xs font-normal text-secondary">{t("edit.summaryHint")}</span>
          </label>
          {error ? <FormNotice tone="error">{error}</FormNotice> : null}
          <Button type="submit">{t("dashboard.submit")}</Button>
        </form>
      </details>
      {one(query.notice) === "deleted" ? <FormNotice tone="success">{t("dashboard.deleted")}</FormNotice> : null}
      {rows.length === 0 ? (
        <p className="text-secondary" data-testid="dashboard-collections-empty">
          {search ? t("dashboard.noMatch") : t("dashboard.none")}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="dashboard-collections">
          {rows.map((row) => (
            <li key={row.id} className={card}>
              <ProjectIcon name={row.name} iconUrl={row.iconUrl} size={48} />
              <span className="flex min-w-0 flex-col">
                <a className="font-semibold underline" href={`/collection/${row.id}`} dir="auto">
                  {row.name}
                </a>
                <span className="text-xs text-secondary">
                  {t("dashboard.count", { count: formatNumber(row.count) })}
                  {row.status !== "listed" ? ` · ${t(`edit.visibilities.${row.status as "private"}`)}` : ""}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
