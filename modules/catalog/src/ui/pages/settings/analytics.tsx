import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { downloadSeries } from "../../../server/services/downloads/download-series";
import { ProjectPermission } from "../../../server/services/permissions";
import { DownloadChart } from "../../components/download-chart";
import { ProjectSettingsFrame } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("analytics.title") };
}

/** /{type}/{id}/settings/analytics: downloads of the last 30 days (VIEW_ANALYTICS). */
export default async function ProjectAnalyticsSettingsPage(props: ModulePageProps) {
  const [settings, t] = await Promise.all([loadProjectSettings(props), getT(settingsMessages)]);
  const { project, can } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="analytics" host={props.host}>
      {can(ProjectPermission.VIEW_ANALYTICS) ? (
        <DownloadChart
          series={await downloadSeries(db(), [project.id])}
          heading={t("analytics.heading")}
          testId="analytics"
        />
      ) : (
        <p className="text-secondary">{t("analytics.forbidden")}</p>
      )}
    </ProjectSettingsFrame>
  );
}
