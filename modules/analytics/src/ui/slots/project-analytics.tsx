import type { SlotProps } from "@hopper/core/module";

import { AnalyticsPanel } from "../charts/analytics-panel";

/**
 * `project.settings-tab` "Analytics" (/{type}/{id}/settings/analytics): the project's views, downloads and (with
 * VIEW_PAYOUTS) revenue. A team member without VIEW_ANALYTICS gets the 404 page from the panel.
 */
export default async function ProjectAnalyticsTab({ project, viewer }: SlotProps["project.settings-tab"]) {
  return (
    <AnalyticsPanel
      actor={{ userId: viewer.id, role: viewer.role }}
      scope={{ kind: "project", projectId: project.id }}
      path={`${project.href}/settings/analytics`}
    />
  );
}
