import { getT } from "@hopper/ui/i18n/server";

import { CHANGELOG_PRODUCTS } from "../../server/services/products";
import type { ChangelogProduct } from "../../server/services/products";
import { listHref } from "../../server/services/reading/page-query";
import { readingMessages } from "./reading-messages";

const chip = "rounded-full border border-divider px-3 py-1 text-sm";
const active = "bg-brand text-on-brand font-semibold";

/** The product filters of /news/changelog: plain links that keep the filter in the URL (`?product=app`). */
export async function ProductFilter({ current }: { current: ChangelogProduct | null }) {
  const t = await getT(readingMessages);
  const link = (product: ChangelogProduct | null, label: string, testId: string) => (
    <li key={testId}>
      <a
        href={listHref(product)}
        className={`${chip} ${current === product ? active : ""}`}
        aria-current={current === product ? "page" : undefined}
        data-testid={testId}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label={t("list.filters")}>
      <ul className="flex flex-wrap gap-2">
        {link(null, t("list.all"), "changelog-filter-all")}
        {CHANGELOG_PRODUCTS.map((product) => link(product, t(`products.${product}`), `changelog-filter-${product}`))}
      </ul>
    </nav>
  );
}
