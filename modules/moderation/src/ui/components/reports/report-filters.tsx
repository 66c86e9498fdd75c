import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { getT } from "@hopper/ui/i18n/server";

import { reportMessages } from "../../report-messages";

export type Query = Record<string, string | string[] | undefined>;

const one = (query: Query, name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");

/** The list pages' filters from the address, unknown values read as the defaults. */
export function listFilters(query: Query, defaultStatus: "open" | "all") {
  const given = one(query, "status");
  const status: "open" | "closed" | "all" =
    given === "open" || given === "closed" || given === "all" ? given : defaultStatus;
  const order = one(query, "order");
  const page = Number(one(query, "page"));
  return {
    status,
    order: order === "oldest" ? ("oldest" as const) : ("newest" as const),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** A GET form (works without JavaScript): which reports (open, closed, all) and in which order. */
export async function ReportFilters({ action, status, order }: { action: string; status: string; order: string }) {
  const t = await getT(reportMessages);
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3" data-testid="report-filters">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("filters.label")}
        <select name="status" defaultValue={status} className={inputClassName}>
          <option value="open">{t("filters.open")}</option>
          <option value="closed">{t("filters.closed")}</option>
          <option value="all">{t("filters.all")}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("filters.order")}
        <select name="order" defaultValue={order} className={inputClassName}>
          <option value="newest">{t("filters.newest")}</option>
          <option value="oldest">{t("filters.oldest")}</option>
        </select>
      </label>
      <button type="submit" className={buttonClassName({ variant: "secondary" })}>
        {t("filters.apply")}
      </button>
    </form>
  );
}

/** Previous / next links between pages of a list, keeping its filters. */
export async function ReportPages({
  action,
  status,
  order,
  page,
  total,
  perPage,
}: {
  action: string;
  status: string;
  order: string;
  page: number;
  total: number;
  perPage: number;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  const t = await getT(reportMessages);
  const href = (to: number) => `${action}?${new URLSearchParams({ status, order, page: String(to) })}`;
  return (
    <nav aria-label={t("pages.label")} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <a className="underline" href={href(page - 1)} rel="prev">
          {t("pages.previous")}
        </a>
      ) : null}
      <span className="text-secondary">{t("pages.position", { page: String(page), pages: String(pages) })}</span>
      {page < pages ? (
        <a className="underline" href={href(page + 1)} rel="next">
          {t("pages.next")}
        </a>
      ) : null}
    </nav>
  );
}
