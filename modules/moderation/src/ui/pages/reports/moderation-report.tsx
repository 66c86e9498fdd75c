import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { REPORT_BODY_MAX } from "../../../server/services/reports/report-limits";
import { setReportClosedAction } from "../../actions/reports";
import { ReportDetails, reportOrNotFound } from "../../components/reports/report-details";
import { ThreadView } from "../../components/thread-view";
import { reportMessages } from "../../report-messages";

export async function generateMetadata({ params }: PageProps) {
  const [{ id }, t] = await Promise.all([params, getT(reportMessages)]);
  return { title: t("report.title", { id: String(id) }) };
}

/**
 * /moderation/report/{id} (staff): the report with its reporter and the reported item linked, close or reopen
 * with an optional message to the reporter (who is notified), and the thread to reply in.
 */
export default async function ModerationReportPage({ host, params, searchParams }: ModulePageProps) {
  const [{ id }, query, t] = await Promise.all([params, searchParams, getT(reportMessages)]);
  const report = await reportOrNotFound(String(id));
  const refusal = sealedRefusal(query);
  const error = refusal.message ?? Object.values(refusal.fields)[0] ?? null;
  return (
    <section className="flex min-w-0 flex-col gap-4 py-8" data-testid="report-page">
      <MenuNav label={t("staff.menu")} entries={host.menus.admin} active="/moderation/reports" variant="inline" />
      <a className="underline" href="/moderation/reports">
        {t("report.backStaff")}
      </a>
      <ReportDetails
        report={report}
        notice={typeof query.notice === "string" ? query.notice : undefined}
        showReporter
      />
      <form
        action={setReportClosedAction}
        className="flex flex-col gap-2"
        aria-labelledby="report-actions"
        data-testid="report-close-form"
      >
        <h2 id="report-actions" className="text-lg font-bold">
          {t("staff.actions")}
        </h2>
        <input type="hidden" name="reportId" value={report.id} />
        <input type="hidden" name="intent" value={report.closed ? "reopen" : "close"} />
        <label htmlFor="report-reply" className="text-sm font-semibold">
          {t("staff.reply")}
        </label>
        <textarea id="report-reply" name="reply" rows={4} maxLength={REPORT_BODY_MAX} className={inputClassName} />
        {error ? <FormNotice tone="error">{error}</FormNotice> : null}
        <button
          type="submit"
          className={buttonClassName({ variant: report.closed ? "secondary" : "primary", className: "self-start" })}
        >
          {report.closed ? t("staff.reopen") : t("staff.close")}
        </button>
      </form>
      {report.threadId ? <ThreadView threadId={report.threadId} heading={t("report.thread")} /> : null}
    </section>
  );
}
