import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { Button } from "@hopper/ui/components/button";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { ORGANIZATION_DESCRIPTION_MAX } from "../../server/services/organizations/organizations";
import { listMemberOrganizations } from "../../server/services/organizations/member-organizations";
import { createOrganizationAction } from "../actions/organizations";
import { card } from "../components/project-frame";
import { dashboardMessages } from "../messages/dashboard";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

export async function generateMetadata() {
  const t = await getT(dashboardMessages);
  return { title: t("organizations.title") };
}

const field = "rounded-lg border border-divider bg-input px-3 py-2";

/** /dashboard/organizations: the viewer's organizations (and pending invitations) and the create form. */
export default async function DashboardOrganizationsPage({ searchParams }: PageProps) {
  const viewer = (await getViewer())!;
  const query = await searchParams;
  const [rows, t] = await Promise.all([listMemberOrganizations(db(), viewer.user.id), getT(dashboardMessages)]);
  // A refused form's text as runForm sealed it (ui/refusal-seal.ts); text an address made up shows nothing.
  const error = sealedRefusal(query).message;
  const notice = query.notice === "deleted" ? t("organizations.deleted") : null;
  const keep = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{t("organizations.heading")}</h1>
      <details className={card} open={Boolean(error)} data-testid="create-organization">
        <summary className="cursor-pointer font-semibold">{t("organizations.create")}</summary>
        <form
          action={createOrganizationAction}
          className="mt-3 flex flex-col gap-3"
          aria-label={t("organizations.create")}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("organizations.name")}
            <input name="name" required defaultValue={keep("name")} className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("organizations.url")}
            <input name="slug" required defaultValue={keep("slug")} className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("organizations.description")}
            <textarea name="description" required maxLength={ORGANIZATION_DESCRIPTION_MAX} className={field} />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit">{t("organizations.submit")}</Button>
        </form>
      </details>
      {notice ? (
        <p role="status" className="text-sm">
          {notice}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="dashboard-organizations">
        {rows.map((row) => {
          const organization = row.team.organization!;
          return (
            <li key={row.id} className={`${card} flex items-center gap-3`}>
              <ProjectIcon name={organization.name} iconUrl={organization.iconUrl} size={48} />
              <span className="flex min-w-0 flex-col">
                {/* People's text: the name keeps its own direction. */}
                <a className="font-semibold underline" href={`/organization/${organization.slug}`} dir="auto">
                  {organization.name}
                </a>
                <span className="text-xs text-secondary">
                  {t("organizations.counts", {
                    projects: organization._count.projects,
                    projectsText: formatNumber(organization._count.projects),
                    members: row.team._count.members,
                    membersText: formatNumber(row.team._count.members),
                  })}
                  {row.accepted ? "" : t("organizations.invitedMark")}
                </span>
                <a className="text-xs underline" href={`/organization/${organization.slug}/settings`}>
                  {row.accepted ? t("organizations.manage") : t("organizations.answer")}
                </a>
              </span>
            </li>
          );
        })}
      </ul>
      {rows.length === 0 ? <p className="text-secondary">{t("organizations.none")}</p> : null}
    </section>
  );
}
