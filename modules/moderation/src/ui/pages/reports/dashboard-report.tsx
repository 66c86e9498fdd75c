import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { ReportDetails, reportOrNotFound } from "../../components/reports/report-details";
import { ThreadView } from "../../components/thread-view";
import { reportMessages } from "../../report-messages";

export async function generateMetadata({ params }: PageProps) {
  const [{ id }, t] = await Promise.all([params, getT(reportMessages)]);
  return { title: t("report.title", { id: String(id) }) };
}

/**
 * /dashboard/report/{id} (its reporter; staff too): the report's state, what it is about, its context and its
 * thread, where the reporter adds more while it is open and reads the moderators' replies.
 */
export default async function DashboardReportPage({ host, params, searchParams }: ModulePageProps) {
  const [{ id }, query, t] = await Promise.all([params, searchParams, getT(reportMessages)]);
  const report = await reportOrNotFound(String(id));
  return (
    <div className="flex min-w-0 flex-col gap-6 py-8 md:flex-row">
      <MenuNav label={t("dashboard.menu")} entries={host.menus.dashboard} active="/dashboard/reports" />
      <section className="flex min-w-0 grow flex-col gap-4" data-testid="report-page">
        <a className="underline" href="/dashboard/reports">
          {t("report.back")}
        </a>
        <ReportDetails
          report={report}
          notice={typeof query.notice === "string" ? query.notice : undefined}
          showReporter={false}
        />
        {report.threadId ? (
          <ThreadView threadId={report.threadId} closed={report.closed} heading={t("report.thread")} />
        ) : null}
      </section>
    </div>
  );
}
