import { getT } from "@hopper/ui/i18n/server";

import { payoutMessages } from "./payout-messages";

/** Previous / next links of a paginated payout list (plain links: no JavaScript needed). */
export async function PayoutPager({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const t = await getT(payoutMessages);
  const link = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return (
    <nav className="flex items-center gap-4 text-sm" aria-label={t("transfers.heading")}>
      {page > 1 ? (
        <a className="underline" href={link(page - 1)} rel="prev">
          {t("transfers.previous")}
        </a>
      ) : null}
      <span>{t("transfers.pageOf", { page: String(page), pages: String(pageCount) })}</span>
      {page < pageCount ? (
        <a className="underline" href={link(page + 1)} rel="next">
          {t("transfers.next")}
        </a>
      ) : null}
    </nav>
  );
}
