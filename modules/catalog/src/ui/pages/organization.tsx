import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { Tabs } from "@hopper/ui/components/tabs";
import { DateTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { shareMetadata } from "@hopper/ui/server/share-metadata";

import { listOrganizationMembers } from "../../server/services/organizations/organization-members";
import { listOrganizationProjects } from "../../server/services/organizations/organization-projects";
import { findOrganization } from "../../server/services/organizations/organizations";
import { displayType } from "../../server/services/versions/version-rules";
import { card } from "../components/project-frame";
import { OrganizationFrame } from "../components/organization-frame";
import { ProjectCard } from "../components/project-card";
import { organizationMessages } from "../messages/organization";
import { projectTypePluralMessages } from "../messages/tags";
import { loadOrganizationPage, TYPE_TABS } from "../organization-load";

export async function generateMetadata({ params }: PageProps) {
  const { id } = await params;
  const organization = typeof id === "string" ? await findOrganization(db(), id) : null;
  const t = await getT(organizationMessages);
  if (!organization) return { title: t("notFoundTitle") };
  return shareMetadata({
    title: organization.name,
    description: organization.description || t("onHopper", { name: organization.name }),
    path: `/organization/${organization.slug}`,
    image: organization.iconUrl,
  });
}

/** /organization/{id} and /organization/{id}/{projectType}: details, members and the projects as cards. */
export default async function OrganizationPage({ params }: PageProps) {
  const { id, projectType } = await params;
  const [{ organization, actor, member, permissions }, t, plurals] = await Promise.all([
    loadOrganizationPage(id),
    getT(organizationMessages),
    getCatalogue(projectTypePluralMessages),
  ]);
  const tab = typeof projectType === "string" ? TYPE_TABS.find(([path]) => path === projectType) : undefined;
  if (projectType !== undefined && !tab) notFound();
  const [projects, { members }] = await Promise.all([
    listOrganizationProjects(db(), actor, organization.id),
    listOrganizationMembers(db(), actor, organization.id),
  ]);
  const typed = projects.map((project) => ({ project, type: displayType(project.projectType, project.loaders) }));
  const present = TYPE_TABS.filter(([, type]) => typed.some((entry) => entry.type === type));
  const shown = tab ? typed.filter((entry) => entry.type === tab[1]) : typed;
  const base = `/organization/${organization.slug}`;
  const accepted = members.filter((row) => row.accepted);
  const aside = (
    <>
      <section className={card} aria-labelledby="organization-stats">
        <h2 id="organization-stats" className="mb-2 font-bold">
          {t("details")}
        </h2>
        <p className="text-sm">{t("projects", { count: formatNumber(projects.length) })}</p>
        <p className="text-sm">
          {t("downloads", {
            count: formatNumber(projects.reduce((sum, project) => sum + project.downloads, 0)),
          })}
        </p>
        <p className="text-sm">{t.rich("created", { date: () => <DateTime value={organization.createdAt} /> })}</p>
      </section>
      <section className={card} aria-labelledby="organization-members">
        <h2 id="organization-members" className="mb-2 font-bold">
          {t("members")}
        </h2>
        <ul className="flex flex-col gap-1 text-sm" data-testid="organization-members">
          {accepted.map((row) => (
            <li key={row.id}>
              <a className="underline" href={`/user/${row.user.username}`}>
                {row.user.username}
              </a>{" "}
              <span className="text-secondary">{row.role}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
  return (
    <OrganizationFrame organization={organization} canManage={Boolean(member) || permissions !== 0n} aside={aside}>
      {present.length > 1 ? (
        <Tabs
          label={t("projectTypes")}
          items={[
            { href: base, label: t("all"), active: !tab },
            ...present.map(([path]) => ({ href: `${base}/${path}`, label: plurals[path], active: tab?.[0] === path })),
          ]}
        />
      ) : null}
      {shown.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="organization-projects">
          {shown.map(({ project }) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-secondary">{tab ? t("noProjectsOfType") : t("noProjects")}</p>
      )}
    </OrganizationFrame>
  );
}
