import { notFound } from "next/navigation";

import { actorOf, isStaff } from "@hopper/core/auth";
import { formatNumber } from "@hopper/core/format/number";
import { slotViewer } from "@hopper/core/module";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getViewer } from "@hopper/ui/server/viewer";
import { shareMetadata } from "@hopper/ui/server/share-metadata";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { profilePageData } from "../caller";
import { getCardLabel } from "../card-label";
import { messages } from "../messages";

export async function generateMetadata({ params }: PageProps) {
  const { id } = await params;
  const profile = typeof id === "string" ? await profilePageData(id, 1) : null;
  const t = await getT(messages);
  if (!profile) return { title: t("notFoundTitle") };
  const { user } = profile;
  return shareMetadata({
    title: user.username,
    description: user.bio || t("onHopper", { username: user.username }),
    path: `/user/${user.username}`,
    image: user.avatarUrl,
    type: "profile",
  });
}

const BADGES = { admin: "badges.admin", moderator: "badges.moderator", user: null } as const;

/** /user/{id|username}: who the user is, their totals, and their projects as cards (20 a page). */
export default async function UserProfilePage({ params, searchParams, host }: ModulePageProps) {
  const { id } = await params;
  const { page } = await searchParams;
  const [viewer, t, cardLabel] = await Promise.all([getViewer(), getT(messages), getCardLabel()]);
  const actor = actorOf(viewer);
  const profile =
    typeof id === "string" ? await profilePageData(id, Number(typeof page === "string" ? page : 1) || 1) : null;
  if (!profile) notFound();
  const { user, projects, totals } = profile;
  const badge = BADGES[user.role];
  const pageLink = (target: number) => `/user/${user.username}${target > 1 ? `?page=${target}` : ""}`;
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex items-center gap-4">
        <ProjectIcon name={user.username} iconUrl={user.avatarUrl} size={96} shape="round" tone="raised" />
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="profile-username">
            {user.username}
          </h1>
          {badge ? (
            <span className="w-fit rounded bg-brand px-2 text-xs font-semibold text-on-brand">{t(badge)}</span>
          ) : null}
          <span className="text-sm text-secondary">
            {t.rich("joined", { date: () => <DateTime value={user.createdAt} /> })}
          </span>
        </div>
      </div>
      {/* No aria-label: a <dl> has no role that may be named (axe aria-prohibited-attr); its <dt>s say it. */}
      <dl className="flex flex-wrap gap-6" data-testid="profile-totals">
        <div className="flex flex-col">
          <dt className="text-xs text-secondary">{t("totals.projects")}</dt>
          <dd className="text-xl font-bold" data-testid="profile-total-projects">
            {formatNumber(totals.projects)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-secondary">{t("totals.downloads")}</dt>
          <dd className="text-xl font-bold" data-testid="profile-total-downloads">
            {formatNumber(totals.downloads)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-secondary">{t("totals.followers")}</dt>
          <dd className="text-xl font-bold" data-testid="profile-total-followers">
            {formatNumber(totals.followers)}
          </dd>
        </div>
      </dl>
      {user.bio ? <p>{user.bio}</p> : null}
      <p className="text-xs text-secondary">{t("userId", { id: user.id })}</p>
      {viewer?.user.id === user.id ? (
        <div className="flex gap-4 text-sm">
          <a className="underline" href="/settings/profile">
            {t("editProfile")}
          </a>
          <a className="underline" href="/dashboard/projects">
            {t("manageProjects")}
          </a>
        </div>
      ) : null}
      {isStaff(actor) ? (
        <a className="text-sm underline" href={`/admin/user_email?user=${user.id}`} data-testid="view-user-details">
          {t("viewDetails")}
        </a>
      ) : null}
      {profile.collections.length > 0 ? (
        <>
          <h2 className="text-lg font-bold">{t("collections")}</h2>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="profile-collections">
            {profile.collections.map((collection) => (
              <li key={collection.id}>
                <a
                  href={`/collection/${collection.id}`}
                  className="flex flex-col rounded-xl border border-divider bg-raised p-3 hover:border-brand"
                  data-testid="profile-collection"
                >
                  <span className="font-semibold">{collection.name}</span>
                  {collection.description ? (
                    <span className="line-clamp-2 text-sm text-secondary">{collection.description}</span>
                  ) : null}
                  <span className="text-xs text-secondary">
                    {t("collectionProjects", { count: formatNumber(collection.projects) })}
                    {collection.status !== "listed" ? ` · ${collection.status}` : ""}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="text-lg font-bold">{t("projects")}</h2>
      {projects.length === 0 ? (
        <p className="text-sm text-secondary" data-testid="profile-no-projects">
          {t("noProjects", { username: user.username })}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2" data-testid="profile-projects">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={{ ...project, label: cardLabel(project) }}
              testId="project-summary"
            />
          ))}
        </div>
      )}
      {profile.pages > 1 ? (
        <nav className="flex items-center gap-3 text-sm" aria-label={t("pages")}>
          {profile.page > 1 ? (
            <a className="underline" href={pageLink(profile.page - 1)} rel="prev">
              {t("previous")}
            </a>
          ) : null}
          <span>{t("pageOf", { page: String(profile.page), pages: String(profile.pages) })}</span>
          {profile.page < profile.pages ? (
            <a className="underline" href={pageLink(profile.page + 1)} rel="next">
              {t("next")}
            </a>
          ) : null}
        </nav>
      ) : null}
      {/* Other modules' sections of a profile (`user.profile-section`), after the projects. */}
      <SlotOutlet
        entries={host.slots["user.profile-section"]}
        props={{ user: { id: user.id, username: user.username }, viewer: slotViewer(viewer) }}
      />
    </section>
  );
}
