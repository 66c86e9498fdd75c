import { Button } from "@hopper/ui/components/button";
import type { PageProps } from "@hopper/ui/server/render-page";

import { loadHomeFeed } from "../../server/home-feed";
import { CatalogueNumbers } from "../home/catalogue-numbers";
import { ProjectListSection } from "../home/project-list-section";

export const metadata = { title: "Hopper - Minecraft mods, plugins, modpacks and more" };

const PROJECT_TYPES = [
  { href: "/mods", label: "Mods" },
  { href: "/plugins", label: "Plugins" },
  { href: "/datapacks", label: "Data Packs" },
  { href: "/shaders", label: "Shaders" },
  { href: "/resourcepacks", label: "Resource Packs" },
  { href: "/modpacks", label: "Modpacks" },
] as const;

export default async function HomePage({ searchParams }: PageProps) {
  const query = await searchParams;
  const q = typeof query.q === "string" ? query.q.slice(0, 200) : "";
  const feed = await loadHomeFeed(q);
  return (
    <div className="flex flex-col gap-14 py-10">
      <section className="flex flex-col items-center gap-6 py-10 text-center" aria-labelledby="hero-title">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
          The place for Minecraft <span className="text-brand">mods</span>, plugins, modpacks and more
        </h1>
        <p className="max-w-2xl text-lg text-secondary">
          Discover, play and share Minecraft content through an open-source platform you can run yourself. Creators
          publish; players and launchers find, download and follow.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/mods" className="rounded-xl bg-brand px-5 py-3 font-semibold text-on-brand">
            Discover mods
          </a>
          <a href="/dashboard/projects" className="rounded-xl border border-divider bg-raised px-5 py-3 font-semibold">
            Share your work
          </a>
        </div>
        <nav aria-label="Project types" className="flex flex-wrap justify-center gap-2 text-sm">
          {PROJECT_TYPES.map((type) => (
            <a
              key={type.href}
              href={type.href}
              className="rounded-full border border-divider px-3 py-1 text-secondary hover:text-primary"
            >
              {type.label}
            </a>
          ))}
        </nav>
      </section>

      <section aria-labelledby="numbers-title" className="flex flex-col gap-3">
        <h2 id="numbers-title" className="sr-only">
          The catalogue in numbers
        </h2>
        <CatalogueNumbers numbers={feed.numbers} />
      </section>

      <ProjectListSection
        id="samples"
        title="Featured projects"
        projects={feed.sampleProjects}
        emptyTitle="No projects yet"
        emptyText="When creators publish their first projects, a selection of them appears here."
      />

      <section aria-labelledby="search-title" className="flex flex-col gap-4">
        <form action="/" method="get" role="search" className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            <span id="search-title" className="text-2xl font-bold">
              Search projects
            </span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              placeholder="Search mods, plugins, shaders…"
              className="rounded-lg border border-divider bg-input px-3 py-2"
            />
          </label>
          <Button type="submit">Search</Button>
        </form>
        <ProjectListSection
          id="search"
          title={q ? `Results for “${q}”` : "Popular right now"}
          projects={feed.searchResults}
          emptyTitle={q ? "No projects match your search" : "Nothing to show yet"}
          emptyText={
            q ? "Try fewer or different words." : "Search results appear here once the catalogue has projects."
          }
        />
      </section>

      <ProjectListSection
        id="recent"
        title="Recently updated"
        projects={feed.recentlyUpdated}
        emptyTitle="No updates yet"
        emptyText="New versions show up here as soon as they are published."
      />
    </div>
  );
}
