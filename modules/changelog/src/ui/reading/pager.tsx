import { getT } from "@hopper/ui/i18n/server";

import type { ChangelogProduct } from "../../server/services/products";
import { listHref } from "../../server/services/reading/page-query";
import { readingMessages } from "./reading-messages";

/** Previous / next links of /news/changelog, keeping the product filter (plain links: no JavaScript needed). */
export async function ChangelogPager({
  product,
  page,
  pages,
}: {
  product: ChangelogProduct | null;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = await getT(readingMessages);
  return (
    <nav className="flex items-center gap-4 text-sm" aria-label={t("pager.label")} data-testid="changelog-pagination">
      {page > 1 ? (
        <a className="underline" href={listHref(product, Math.min(page - 1, pages))} rel="prev">
          {t("pager.previous")}
        </a>
      ) : null}
      <span>{t("pager.pageOf", { page: String(page), pages: String(pages) })}</span>
      {page < pages ? (
        <a className="underline" href={listHref(product, page + 1)} rel="next">
          {t("pager.next")}
        </a>
      ) : null}
    </nav>
  );
}
