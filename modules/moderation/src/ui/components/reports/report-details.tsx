import { notFound } from "next/navigation";
import { cache } from "react";

import { siteMarkdown } from "@hopper/core/markdown";
import { TRPCError } from "@hopper/core/trpc";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";

import type { ReportRow } from "../../../server/services/reports/report-pages";
import { reportCaller } from "../../report-caller";
import { reportMessages } from "../../report-messages";
import { itemTypeLabel, reasonLabel } from "./report-labels";
import { ItemLink, StatusBadge } from "./report-list";

/**
 * A report page's report, read once per request (metadata and page share it); a report the viewer may not read,
 * and an id the procedure refuses, is the not-found page.
 */
export const reportOrNotFound = cache(async (id: string): Promise<ReportRow> => {
  try {
    return (await (await reportCaller()).get({ reportId: id })).report;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    throw error;
  }
});

const NOTICES = ["created", "added", "closed", "reopened"] as const;

/** The report's facts and its context (rendered through the sanitizer), with the notice a form sent back. */
export async function ReportDetails({
  report,
  notice,
  showReporter,
}: {
  report: ReportRow;
  notice: string | undefined;
  showReporter: boolean;
}) {
  const t = await getT(reportMessages);
  const shown = NOTICES.find((key) => key === notice);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("report.heading", { id: report.id })}</h1>
        <StatusBadge closed={report.closed} label={report.closed ? t("status.closed") : t("status.open")} />
      </div>
      {shown ? (
        <FormNotice tone="success" testId="report-notice">
          {t(`report.notices.${shown}`)}
        </FormNotice>
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="report-facts">
        <dt className="text-secondary">{t("row.item")}</dt>
        <dd className="min-w-0 break-words">
          <ItemLink
            report={report}
            label={t("row.about", { itemType: itemTypeLabel(t, report.itemType), itemId: report.itemId })}
            gone={t("row.itemGone")}
          />
        </dd>
        <dt className="text-secondary">{t("row.reason")}</dt>
        <dd data-testid="report-reason">{reasonLabel(t, report.reportType)}</dd>
        {showReporter ? (
          <>
            <dt className="text-secondary">{t("row.reporter")}</dt>
            <dd className="min-w-0 break-words">
              <a className="underline" href={`/user/${report.reporterId}`}>
                {report.reporterUsername}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-secondary">{t("report.created")}</dt>
        <dd>
          <DateTime value={report.created} style="dateTime" />
        </dd>
      </dl>
      <section aria-labelledby="report-context" className="flex min-w-0 flex-col gap-2">
        <h2 id="report-context" className="text-lg font-bold">
          {t("report.context")}
        </h2>
        <div
          dir="auto"
          className="markdown-body min-w-0 break-words rounded-lg border border-divider p-3"
          data-testid="report-body"
          dangerouslySetInnerHTML={{ __html: siteMarkdown().render(report.body) }}
        />
      </section>
    </>
  );
}
