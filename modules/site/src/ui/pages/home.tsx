import { SEARCH_TEXT_MAX } from "@hopper/search/server";
import { Button } from "@hopper/ui/components/button";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { shellMessages } from "@hopper/ui/i18n/messages/en-US";
import type { PageProps } from "@hopper/ui/server/render-page";

import { loadHomeFeed } from "../../server/home-feed";
import { CatalogueNumbers } from "../home/catalogue-numbers";
import { ProjectListSection } from "../home/project-list-section";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("home.title") };
}

const PROJECT_TYPES = ["mods", "plugins", "datapacks", "shaders", "resourcepacks", "modpacks"] as const;

export default async function HomePage({ searchParams }: PageProps) {
  const query = await searchParams;
  const q = typeof query.q === "string" ? query.q.slice(0, SEARCH_TEXT_MAX) : "";
  const [feed, t, shell, site] = await Promise.all([
    loadHomeFeed(q),
    getT(messages),
    getT(shellMessages),
    getCatalogue(messages),
  ]);
  return (
    <div className="flex flex-col gap-14 py-10">
      <section className="flex flex-col items-center gap-6 py-10 text-center" aria-labelledby="hero-title">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
          {t.rich("home.heroTitle", { brand: (chunks) => <span className="text-brand">{chunks}</span> })}
        </h1>
        <p className="max-w-2xl text-lg text-secondary">{t("home.heroText")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/mods" className="rounded-xl bg-brand px-5 py-3 font-semibold text-on-brand">
            {t("home.discover")}
          </a>
          <a href="/dashboard/projects" className="rounded-xl border border-divider bg-raised px-5 py-3 font-semibold">
            {t("home.share")}
          </a>
        </div>
        <nav aria-label={t("home.projectTypes")} className="flex flex-wrap justify-center gap-2 text-sm">
          {PROJECT_TYPES.map((type) => (
            <a
              key={type}
              href={`/${type}`}
              className="rounded-full border border-divider px-3 py-1 text-secondary hover:text-primary"
            >
              {shell(`projectTypes.${type}`)}
            </a>
          ))}
        </nav>
      </section>

      <section aria-labelledby="numbers-title" className="flex flex-col gap-3">
        <h2 id="numbers-title" className="sr-only">
          {t("home.numbersTitle")}
        </h2>
        <CatalogueNumbers numbers={feed.numbers} labels={site.home.numbers} />
      </section>

      <ProjectListSection
        id="samples"
        title={t("home.featured")}
        projects={feed.sampleProjects}
        emptyTitle={t("home.featuredEmptyTitle")}
        emptyText={t("home.featuredEmptyText")}
      />

      {/* The search form is the landmark, named by its own title ("search-title" is the results list's heading
          id, which made the same name twice: axe landmark-unique). */}
      <div className="flex flex-col gap-4">
        <form
          action="/"
          method="get"
          role="search"
          aria-labelledby="home-search-title"
          className="flex flex-wrap items-end gap-2"
        >
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            <span id="home-search-title" className="text-2xl font-bold">
              {t("home.searchTitle")}
            </span>
            <input
              type="search"
              name="q"
              maxLength={SEARCH_TEXT_MAX}
              defaultValue={q}
              placeholder={t("home.searchPlaceholder")}
              className="rounded-lg border border-divider bg-input px-3 py-2"
            />
          </label>
          <Button type="submit">{t("home.search")}</Button>
        </form>
        <ProjectListSection
          id="search"
          title={q ? t("home.resultsFor", { query: q }) : t("home.popular")}
          projects={feed.searchResults}
          emptyTitle={q ? t("home.noMatchTitle") : t("home.nothingTitle")}
          emptyText={q ? t("home.noMatchText") : t("home.nothingText")}
        />
      </div>

      <ProjectListSection
        id="recent"
        title={t("home.recent")}
        projects={feed.recentlyUpdated}
        emptyTitle={t("home.recentEmptyTitle")}
        emptyText={t("home.recentEmptyText")}
      />
    </div>
  );
}
