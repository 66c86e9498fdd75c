import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { downloadSeries } from "../../../server/services/downloads/download-series";
import { listOrganizationProjects } from "../../../server/services/organizations/organization-projects";
import { DownloadChart } from "../../components/download-chart";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { organizationSettingsMessages } from "../../messages/organization-settings";
import { loadOrganizationSettings } from "../../organization-settings-load";

export async function generateMetadata() {
  const t = await getT(organizationSettingsMessages);
  return { title: t("analytics.title") };
}

/** /organization/{id}/settings/analytics: downloads of its projects over the last 30 days, for its members. */
export default async function OrganizationAnalyticsSettingsPage(props: PageProps) {
  const [settings, t] = await Promise.all([loadOrganizationSettings(props), getT(organizationSettingsMessages)]);
  const { organization, actor, mine, permissions } = settings;
  const allowed = Boolean(mine?.accepted) || permissions !== 0n;
  const projects = allowed ? await listOrganizationProjects(db(), actor, organization.id) : [];
  return (
    <OrganizationSettingsFrame settings={settings} tab="analytics">
      {allowed ? (
        <DownloadChart
          series={await downloadSeries(
            db(),
            projects.map((project) => project.id),
          )}
          heading={t("analytics.heading")}
          testId="organization-analytics"
        />
      ) : (
        <p className="text-secondary">{t("analytics.forbidden")}</p>
      )}
    </OrganizationSettingsFrame>
  );
}
