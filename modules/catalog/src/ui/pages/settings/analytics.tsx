import { db } from "@hopper/core/db";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { downloadSeries } from "../../../server/services/downloads/download-series";
import { ProjectPermission } from "../../../server/services/permissions";
import { DownloadChart } from "../../components/download-chart";
import { ProjectSettingsFrame } from "../../components/project-settings-frame";
import { loadProjectSettings } from "../../project-settings-load";

export const metadata = { title: "Project analytics - Hopper" };

/** /{type}/{id}/settings/analytics: downloads of the last 30 days (VIEW_ANALYTICS). */
export default async function ProjectAnalyticsSettingsPage(props: ModulePageProps) {
  const settings = await loadProjectSettings(props);
  const { project, can } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="analytics" host={props.host}>
      {can(ProjectPermission.VIEW_ANALYTICS) ? (
        <DownloadChart
          series={await downloadSeries(db(), [project.id])}
          heading="Downloads, previous 30 days"
          testId="analytics"
        />
      ) : (
        <p className="text-secondary">You do not have permission to view this project's analytics.</p>
      )}
    </ProjectSettingsFrame>
  );
}
