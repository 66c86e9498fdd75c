import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";

import { downloadSeries } from "../../../server/services/downloads/download-series";
import { listOrganizationProjects } from "../../../server/services/organizations/organization-projects";
import { DownloadChart } from "../../components/download-chart";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { loadOrganizationSettings } from "../../organization-settings-load";

export const metadata = { title: "Organization analytics - Hopper" };

/** /organization/{id}/settings/analytics: downloads of its projects over the last 30 days, for its members. */
export default async function OrganizationAnalyticsSettingsPage(props: PageProps) {
  const settings = await loadOrganizationSettings(props);
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
          heading="Downloads of its projects, previous 30 days"
          testId="organization-analytics"
        />
      ) : (
        <p className="text-secondary">Accept the invitation to see the organization's analytics.</p>
      )}
    </OrganizationSettingsFrame>
  );
}
