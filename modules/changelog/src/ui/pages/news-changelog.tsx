import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { listPageData } from "../../server/services/reading/page-data";
import { listHref, productFilter } from "../../server/services/reading/page-query";
import { EntryCard } from "../reading/entry-card";
import { withFeedLinks } from "../reading/feed-link";
import { ChangelogPager } from "../reading/pager";
import { ProductFilter } from "../reading/product-filter";
import { readingMessages } from "../reading/reading-messages";

export async function generateMetadata({ searchParams }: Pick<ModulePageProps, "searchParams">) {
  const t = await getT(readingMessages);
  const { product, unknown } = productFilter((await searchParams).product);
  const title = product ? t("list.productTitle", { product: t(`products.${product}`) }) : t("list.title");
  // A filter that names no product line is the whole list again: not a page of its own for crawlers.
  return withFeedLinks({ title, ...(unknown ? { robots: { index: false } } : {}) }, product);
}

/**
 * /news/changelog: every product line's published entries interleaved by date, newest first, with a filter per line
 * (`?product=`) and pages (`?page=`), both kept in plain links.
 */
export default async function NewsChangelogPage({ searchParams }: ModulePageProps) {
  const [query, t] = await Promise.all([searchParams, getT(readingMessages)]);
  const data = await listPageData(db(), query);
  return (
    <div className="flex flex-col gap-6 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t("list.heading")}</h1>
        <p className="text-secondary">{t("list.intro")}</p>
      </header>
      <ProductFilter current={data.product} />
      {data.unknownProduct ? (
        <p role="status" className="text-sm" data-testid="changelog-unknown-product">
          {t("list.unknownProduct")}
        </p>
      ) : null}
      {data.entries.length > 0 ? (
        <div className="flex flex-col gap-4">
          {data.entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </div>
      ) : data.total > 0 ? (
        <p className="text-secondary">
          {t("list.emptyPage")}{" "}
          <a className="underline" href={listHref(data.product)}>
            {t("list.firstPage")}
          </a>
        </p>
      ) : (
        <p className="text-secondary">{t("list.empty")}</p>
      )}
      <ChangelogPager product={data.product} page={data.page} pages={data.pages} />
    </div>
  );
}
