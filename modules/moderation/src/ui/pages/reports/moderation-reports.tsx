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
  return { title: t("staff.title") };
}

const PATH = "/moderation/reports";

/** /moderation/reports (staff): every reporter's reports, open ones first by default, newest or oldest first. */
export default async function ModerationReportsPage({ host, searchParams }: ModulePageProps) {
  const filters = listFilters(await searchParams, "open");
  const [t, data] = await Promise.all([getT(reportMessages), (await reportCaller()).list(filters)]);
  return (
    <section className="flex min-w-0 flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("staff.heading")}</h1>
      <MenuNav label={t("staff.menu")} entries={host.menus.admin} active={PATH} variant="inline" />
      <ReportFilters action={PATH} status={filters.status} order={filters.order} />
      {data.reports.length === 0 ? (
        <p className="text-secondary" data-testid="reports-empty">
          {t("staff.none")}
        </p>
      ) : (
        <ReportList reports={data.reports} hrefOf={(id) => `/moderation/report/${id}`} showReporter />
      )}
      <ReportPages action={PATH} {...filters} total={data.total} perPage={REPORTS_PER_PAGE} />
    </section>
  );
}
