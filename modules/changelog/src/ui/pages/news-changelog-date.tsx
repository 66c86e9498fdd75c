import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { isChangelogProduct } from "../../server/services/products";
import { datePageData } from "../../server/services/reading/page-data";
import { listHref } from "../../server/services/reading/page-query";
import { EntryCard } from "../reading/entry-card";
import { withFeedLinks } from "../reading/feed-link";
import { readingMessages } from "../reading/reading-messages";

export async function generateMetadata({ params }: Pick<ModulePageProps, "params">) {
  const t = await getT(readingMessages);
  const { product, date } = await params;
  if (!isChangelogProduct(product) || typeof date !== "string") return {};
  return withFeedLinks({ title: t("date.title", { product: t(`products.${product}`), date }) }, product);
}

/**
 * /news/changelog/{product}/{date}: the product line's entries published on that UTC day, newest first (two on one
 * day are both shown). An unknown product, a malformed or impossible date, or a day without entries is the site's
 * 404 ('Page Not Found: {path}'), through notFound().
 */
export default async function NewsChangelogDatePage({ params }: ModulePageProps) {
  const [data, t] = await Promise.all([params.then((p) => datePageData(db(), p)), getT(readingMessages)]);
  if (!data) notFound();
  const label = t(`products.${data.product}`);
  return (
    <div className="flex flex-col gap-6 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t("date.heading", { product: label })}</h1>
        <p className="flex flex-wrap gap-4 text-sm">
          <a className="underline" href={listHref(data.product)}>
            {t("date.product", { product: label })}
          </a>
          <a className="underline" href={listHref(null)}>
            {t("date.all")}
          </a>
        </p>
      </header>
      <div className="flex flex-col gap-4">
        {data.entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} linkDate={false} />
        ))}
      </div>
    </div>
  );
}
