import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import { publicUrl } from "@hopper/ui/server/public-url";

import { latestEntries } from "../../server/services/entries";
import { listHref } from "../../server/services/reading/page-query";
import { EntryCard } from "../reading/entry-card";
import { withFeedLinks } from "../reading/feed-link";
import { readingMessages } from "../reading/reading-messages";

/** How many of the app's newest entries the page shows; the rest are on its changelog. */
const APP_PAGE_ENTRIES = 3;

export async function generateMetadata() {
  const t = await getT(readingMessages);
  return withFeedLinks({ title: t("app.title") }, "app");
}

/**
 * /app: the desktop app described by its changelog — the app line's newest entries with their sections, and a link to
 * the whole app changelog. No download links: this project ships no app binaries, and the page says so.
 */
export default async function AppPage() {
  const [entries, t] = await Promise.all([
    latestEntries(db(), { product: "app", limit: APP_PAGE_ENTRIES }),
    getT(readingMessages),
  ]);
  return (
    <div className="flex flex-col gap-8 py-10">
      <section className="flex flex-col gap-4">
        <h1 className="text-4xl font-black">{t("app.heading")}</h1>
        <p className="max-w-2xl text-lg text-secondary">{t("app.intro")}</p>
        <p className="max-w-2xl" data-testid="app-no-downloads">
          {t("app.noDownloads")}
        </p>
      </section>
      <section aria-labelledby="whats-new" className="flex flex-col gap-4">
        <h2 id="whats-new" className="text-2xl font-bold">
          {t("app.whatsNew")}
        </h2>
        {entries.length > 0 ? (
          entries.map((entry) => <EntryCard key={entry.id} entry={entry} />)
        ) : (
          <p className="text-secondary">{t("app.none")}</p>
        )}
        <a className="w-fit underline" href={listHref("app")} data-testid="app-full-changelog">
          {t("app.fullChangelog")}
        </a>
      </section>
      <section aria-labelledby="connect-title" className="flex flex-col gap-2">
        <h2 id="connect-title" className="text-2xl font-bold">
          {t("app.connectTitle")}
        </h2>
        <p className="max-w-2xl text-secondary">{t("app.connectText")}</p>
        <code
          className="w-fit rounded-lg border border-divider bg-raised px-3 py-2 font-mono text-sm"
          data-testid="api-base"
        >
          {publicUrl("/v2")}
        </code>
        <p className="max-w-2xl text-secondary">{t("app.changelogApi")}</p>
        <code className="w-fit rounded-lg border border-divider bg-raised px-3 py-2 font-mono text-sm">
          {publicUrl("/v3/changelog?product=app")}
        </code>
      </section>
    </div>
  );
}
