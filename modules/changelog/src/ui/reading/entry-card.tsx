import { Card } from "@hopper/ui/components/card";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";

import type { EntryView } from "../../server/services/entries";
import { datePageHref } from "../../server/services/reading/page-query";
import { readingMessages } from "./reading-messages";

/**
 * One changelog entry: its product line, date (a link to the date page), version label and rendered body. The body
 * is `EntryView.html`, rendered and sanitized by the house markdown, so it is inserted as is.
 */
export async function EntryCard({ entry, linkDate = true }: { entry: EntryView; linkDate?: boolean }) {
  const t = await getT(readingMessages);
  const date = <DateTime value={entry.publishedAt} style="long" />;
  return (
    <Card
      as="article"
      className="flex flex-col gap-3"
      id={`entry-${entry.id}`}
      data-testid="changelog-entry"
      data-product={entry.product}
      data-day={entry.day}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span
          className="rounded-full border border-divider px-2 py-0.5 text-xs font-semibold"
          data-testid="entry-product"
        >
          {t(`products.${entry.product}`)}
        </span>
        <h2 className="text-lg font-bold">
          {linkDate ? (
            <a className="underline" href={datePageHref(entry.product, entry.day)} title={t("entry.datePage")}>
              {date}
            </a>
          ) : (
            date
          )}
        </h2>
        {entry.versionLabel ? (
          <span dir="auto" className="font-mono text-sm text-secondary" data-testid="entry-version">
            {entry.versionLabel}
          </span>
        ) : null}
      </header>
      <div dir="auto" className="markdown-body" dangerouslySetInnerHTML={{ __html: entry.html }} />
    </Card>
  );
}
