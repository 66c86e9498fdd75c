import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { REPORTS_PER_PAGE } from "../../../server/procedures/reports/inputs";
import { listFilters, ReportFilters, ReportPages } from "../../components/reports/report-filters";
import { ReportList } from "../../components/reports/report-list";
import { reportCaller } from "../../report-caller";
import { reportMessages } from "../../report-messages";

export async function generateMetadata() {
  const t = await getT(reportMessages);
  return { title: t("dashboard.title") };
}

const PATH = "/dashboard/reports";

/** /dashboard/reports (signed in): the viewer's own reports, newest first, filtered by state, a page at a time. */
export default async function DashboardReportsPage({ host, searchParams }: ModulePageProps) {
  const filters = listFilters(await searchParams, "all");
  const [t, data] = await Promise.all([getT(reportMessages), (await reportCaller()).mine(filters)]);
  const filtered = filters.status !== "all";
  return (
    <div className="flex min-w-0 flex-col gap-6 py-8 md:flex-row">
      <MenuNav label={t("dashboard.menu")} entries={host.menus.dashboard} active={PATH} />
      <section className="flex min-w-0 grow flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
          <a className={buttonClassName({ variant: "secondary" })} href="/report">
            {t("dashboard.newReport")}
          </a>
        </div>
        <ReportFilters action={PATH} status={filters.status} order={filters.order} />
        {data.reports.length === 0 ? (
          <p className="text-secondary" data-testid="reports-empty">
            {filtered ? t("dashboard.noneFiltered") : t("dashboard.none")}
          </p>
        ) : (
          <ReportList reports={data.reports} hrefOf={(id) => `/dashboard/report/${id}`} showReporter={false} />
        )}
        <ReportPages action={PATH} {...filters} total={data.total} perPage={REPORTS_PER_PAGE} />
      </section>
    </div>
  );
}
