import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";

import type { ReportRow } from "../../../server/services/reports/report-pages";
import { reportMessages } from "../../report-messages";
import { itemTypeLabel, reasonLabel } from "./report-labels";

/**
 * A page of reports as cards: what was reported (linked when it still exists), the rule, when, the state and,
 * for staff, who reported it. Each links to its report page (`hrefOf`).
 */
export async function ReportList({
  reports,
  hrefOf,
  showReporter,
}: {
  reports: readonly ReportRow[];
  hrefOf: (id: string) => string;
  showReporter: boolean;
}) {
  const t = await getT(reportMessages);
  return (
    <ul className="flex flex-col gap-3" data-testid="report-list">
      {reports.map((report) => (
        <li
          key={report.id}
          className="flex min-w-0 flex-col gap-1 rounded-lg border border-divider p-3"
          data-testid="report-row"
          data-report-id={report.id}
        >
          <p className="flex flex-wrap items-baseline gap-2">
            <a className="font-semibold underline" href={hrefOf(report.id)}>
              {t("row.open", { id: report.id })}
            </a>
            <StatusBadge closed={report.closed} label={report.closed ? t("status.closed") : t("status.open")} />
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-secondary">{t("row.item")}</dt>
            <dd className="min-w-0 break-words">
              <ItemLink
                report={report}
                label={t("row.about", { itemType: itemTypeLabel(t, report.itemType), itemId: report.itemId })}
                gone={t("row.itemGone")}
              />
            </dd>
            <dt className="text-secondary">{t("row.reason")}</dt>
            <dd>{reasonLabel(t, report.reportType)}</dd>
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
            <dt className="text-secondary">{t("row.created")}</dt>
            <dd>
              <DateTime value={report.created} style="dateTime" />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function StatusBadge({ closed, label }: { closed: boolean; label: string }) {
  return (
    <span
      className={`rounded border px-2 text-xs font-semibold ${closed ? "border-divider" : "border-brand"}`}
      data-testid="report-status"
    >
      {label}
    </span>
  );
}

export function ItemLink({ report, label, gone }: { report: ReportRow; label: string; gone: string }) {
  if (!report.itemHref) {
    return (
      <span>
        {label} {gone}
      </span>
    );
  }
  return (
    <a className="underline" href={report.itemHref} data-testid="reported-item">
      {label}
    </a>
  );
}
