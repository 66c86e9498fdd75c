import { notFound } from "next/navigation";

import { formatNumber } from "@hopper/core/format/number";
import { slotViewer } from "@hopper/core/module";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { DateTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { projectTypePluralMessages } from "@hopper/catalog/server";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { Tabs } from "@hopper/ui/components/tabs";
import { DevOnly } from "@hopper/ui/preferences/developer-mode";
import { getViewer } from "@hopper/ui/server/viewer";
import { shareMetadata } from "@hopper/ui/server/share-metadata";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { profilePageData } from "../caller";
import { getCardLabel } from "../card-label";
import { messages } from "../messages";

export async function generateMetadata({ params }: PageProps) {
  const { id, projectType } = await params;
  const profile = typeof id === "string" ? await profilePageData(id, 1, typeOf(projectType)) : null;
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

const typeOf = (projectType: string | string[] | undefined) =>
  typeof projectType === "string" ? projectType : undefined;

/**
 * /user/{id|username} and /user/{id}/{projectType}: who the user is (badges, organizations; the ID in developer
 * mode), their totals, their collections, and their projects as cards (20 a page) with a tab per type.
 */
export default async function UserProfilePage({ params, searchParams, host }: ModulePageProps) {
  const { id, projectType } = await params;
  const { page } = await searchParams;
  const [viewer, t, cardLabel, plurals] = await Promise.all([
    getViewer(),
    getT(messages),
    getCardLabel(),
    getCatalogue(projectTypePluralMessages),
  ]);
  const profile =
    typeof id === "string"
      ? await profilePageData(id, Number(typeof page === "string" ? page : 1) || 1, typeOf(projectType))
      : null;
  if (!profile) notFound();
  const { user, projects, totals, links } = profile;
  const base = `/user/${user.username}`;
  const listBase = profile.projectType ? `${base}/${profile.projectType}` : base;
  const pageLink = (target: number) => `${listBase}${target > 1 ? `?page=${target}` : ""}`;
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex items-center gap-4">
        <ProjectIcon name={user.username} iconUrl={user.avatarUrl} size={96} shape="round" tone="raised" />
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="profile-username">
            {user.username}
          </h1>
          <div className="flex flex-wrap gap-2" data-testid="profile-header-actions">
            <SlotOutlet
              entries={host.slots["user.header-actions"]}
              props={{ user: { id: user.id, username: user.username }, viewer: slotViewer(viewer) }}
            />
          </div>
          {profile.badges.length > 0 ? (
            <ul className="flex flex-wrap gap-1" aria-label={t("badgesLabel")} data-testid="profile-badges">
              {profile.badges.map((badge) => (
                <li
                  key={badge}
                  className="w-fit rounded bg-brand px-2 text-xs font-semibold text-on-brand"
                  data-testid={`profile-badge-${badge}`}
                >
                  {t(`badges.${badge}`)}
                </li>
              ))}
            </ul>
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
      {/* Internal IDs are for developer mode (spec section 5: five clicks on the logo). */}
      <DevOnly>
        <p className="text-xs text-secondary" data-testid="profile-user-id">
          {t("userId", { id: user.id })}
        </p>
      </DevOnly>
      {links.editProfile || links.manageProjects || links.viewUserDetails || links.manageUserBilling ? (
        <div className="flex flex-wrap gap-4 text-sm">
          {links.editProfile ? (
            <a className="underline" href={links.editProfile}>
              {t("editProfile")}
            </a>
          ) : null}
          {links.manageProjects ? (
            <a className="underline" href={links.manageProjects} data-testid="manage-projects">
              {t("manageProjects")}
            </a>
          ) : null}
          {links.viewUserDetails ? (
            <a className="underline" href={links.viewUserDetails} data-testid="view-user-details">
              {t("viewDetails")}
            </a>
          ) : null}
          {links.manageUserBilling ? (
            <a className="underline" href={links.manageUserBilling} data-testid="manage-user-billing">
              {t("manageBilling")}
            </a>
          ) : null}
        </div>
      ) : null}
      {profile.organizations.length > 0 ? (
        <>
          <h2 className="text-lg font-bold">{t("organizations")}</h2>
          <ul className="flex flex-wrap gap-3" data-testid="profile-organizations">
            {profile.organizations.map((organization) => (
              <li key={organization.id}>
                <a
                  href={`/organization/${organization.slug}`}
                  className="flex items-center gap-2 rounded-xl border border-divider bg-raised p-2 hover:border-brand"
                  data-testid="profile-organization"
                >
                  <ProjectIcon name={organization.name} iconUrl={organization.iconUrl} size={28} />
                  <span className="font-semibold" dir="auto">
                    {organization.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
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
      {profile.types.length > 1 ? (
        <Tabs
          label={t("projectTypes")}
          items={[
            { href: base, label: t("allTypes"), active: !profile.projectType },
            ...profile.types.map((type) => ({
              href: `${base}/${type}`,
              label: plurals[type],
              active: profile.projectType === type,
            })),
          ]}
        />
      ) : null}
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
