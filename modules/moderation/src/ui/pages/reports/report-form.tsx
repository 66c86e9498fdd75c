import { buttonClassName } from "@hopper/ui/components/button";
import { fieldProps, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import type { PageProps } from "@hopper/ui/server/render-page";

import { REPORT_BODY_MAX, REPORT_ITEM_ID_MAX } from "../../../server/services/reports/report-limits";
import { REPORT_ITEM_TYPES, REPORT_REASONS } from "../../../server/services/reports/report-rules";
import { addToReportAction, submitReportAction } from "../../actions/reports";
import { ReportEditor } from "../../components/reports/report-editor";
import { itemNoun, itemTypeLabel, reasonLabel } from "../../components/reports/report-labels";
import { reportCaller } from "../../report-caller";
import { reportMessages } from "../../report-messages";

export async function generateMetadata() {
  const t = await getT(reportMessages);
  return { title: t("form.title") };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * /report (signed in; the `auth` guard sends visitors to sign in and back): the report form of spec section 2 —
 * content type, content ID, rule violated, context in the Markdown editor — pre-filled from
 * `?item_type=&item_id=` (the 'Report' links). It posts to a server action, so it works without JavaScript. When
 * the reporter already has an open report about the item, the page offers it ("Go to your report", "Add to it")
 * instead of a second one.
 */
export default async function ReportFormPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const itemType = one(query.item_type);
  const itemId = one(query.item_id);
  const reportType = one(query.report_type);
  const [t, reports] = await Promise.all([getT(reportMessages), reportCaller()]);
  // An address too long for the fields names no item: no look-up, the form shows what was given.
  const askable = itemType.length <= 16 && itemId.length <= REPORT_ITEM_ID_MAX && itemId.trim() !== "";
  const existing = askable ? await reports.openFor({ itemType, itemId }) : null;
  const refusal = sealedRefusal(query);
  const back = `/report?${new URLSearchParams({ item_type: itemType, item_id: itemId })}`;

  if (existing) {
    return (
      <section className="flex min-w-0 flex-col gap-4 py-8" data-testid="report-existing">
        <h1 className="text-2xl font-bold">{t("form.existingHeading")}</h1>
        <FormNotice tone="info">{t("form.existing", { itemType: itemNoun(t, itemType) })}</FormNotice>
        <p className="flex flex-wrap gap-3">
          <a className={buttonClassName({})} href={`/dashboard/report/${existing.id}`} data-testid="go-to-report">
            {t("form.goToReport")}
          </a>
          <a className={buttonClassName({ variant: "secondary" })} href="/report">
            {t("form.another")}
          </a>
        </p>
        <form action={addToReportAction} className="flex flex-col gap-3" aria-labelledby="add-to-report">
          <h2 id="add-to-report" className="text-lg font-semibold">
            {t("form.addHeading")}
          </h2>
          <input type="hidden" name="reportId" value={existing.id} />
          <input type="hidden" name="back" value={back} />
          <label htmlFor="report-add-body" className="text-sm font-semibold">
            {t("form.addBody")}
          </label>
          <ReportEditor id="report-add-body" name="body" maxLength={REPORT_BODY_MAX} />
          {refusal.message || refusal.fields.body ? (
            <FormNotice tone="error">{refusal.fields.body ?? refusal.message}</FormNotice>
          ) : null}
          <button type="submit" className={buttonClassName({ className: "self-start" })}>
            {t("form.addSubmit")}
          </button>
        </form>
      </section>
    );
  }

  const fieldError = (name: string) => refusal.fields[name] ?? null;
  return (
    <section className="flex min-w-0 flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("form.heading")}</h1>
      <p className="max-w-prose text-secondary">{t("form.intro")}</p>
      {refusal.message ? <FormNotice tone="error">{refusal.message}</FormNotice> : null}
      <form action={submitReportAction} className="flex max-w-3xl flex-col gap-4" data-testid="report-form">
        <div className="flex flex-col gap-1">
          <label htmlFor="field-itemType" className="text-sm font-semibold">
            {t("form.itemType")}
          </label>
          <select
            {...fieldProps("itemType", fieldError("itemType"))}
            defaultValue={(REPORT_ITEM_TYPES as readonly string[]).includes(itemType) ? itemType : "project"}
            className={inputClassName}
          >
            {REPORT_ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {itemTypeLabel(t, type)}
              </option>
            ))}
          </select>
          <FieldError name="itemType" error={fieldError("itemType")} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="field-itemId" className="text-sm font-semibold">
            {t("form.itemId")}
          </label>
          <input
            {...fieldProps("itemId", fieldError("itemId"), { hint: true })}
            defaultValue={itemId}
            required
            maxLength={REPORT_ITEM_ID_MAX}
            autoComplete="off"
            className={inputClassName}
          />
          {fieldError("itemId") ? null : (
            <span id="field-itemId-hint" className="text-xs text-secondary">
              {t("form.itemIdHint")}
            </span>
          )}
          <FieldError name="itemId" error={fieldError("itemId")} />
        </div>
        <fieldset
          className="flex flex-col gap-1"
          aria-describedby={fieldError("reportType") ? "field-reportType-error" : undefined}
        >
          <legend className="text-sm font-semibold">{t("form.reason")}</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {REPORT_REASONS.map((reason, index) => (
              <label key={reason} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="reportType"
                  value={reason}
                  required
                  defaultChecked={reportType ? reportType === reason : index === 0}
                />
                {reasonLabel(t, reason)}
              </label>
            ))}
          </div>
          <FieldError name="reportType" error={fieldError("reportType")} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="field-body" className="text-sm font-semibold">
            {t("form.body")}
          </label>
          <span id="field-body-hint" className="text-xs text-secondary">
            {t("form.bodyHint")}
          </span>
          <ReportEditor
            id="field-body"
            name="body"
            maxLength={REPORT_BODY_MAX}
            initialValue={one(query.body)}
            describedBy={fieldError("body") ? "field-body-error" : "field-body-hint"}
          />
          <FieldError name="body" error={fieldError("body")} />
        </div>
        <button type="submit" className={buttonClassName({ className: "self-start" })}>
          {t("form.submit")}
        </button>
      </form>
    </section>
  );
}

function FieldError({ name, error }: { name: string; error: string | null }) {
  if (!error) return null;
  return (
    <span id={`field-${name}-error`} role="alert" className="text-xs text-danger" data-testid={`report-error-${name}`}>
      {error}
    </span>
  );
}
