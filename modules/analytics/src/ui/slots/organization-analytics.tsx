import type { SlotProps } from "@hopper/core/module";

import { AnalyticsPanel } from "../charts/analytics-panel";

/**
 * `organization.settings-tab` "Analytics" (/organization/{id}/settings/analytics): its projects' charts, one line
 * each, for members whose project permissions include VIEW_ANALYTICS and staff; anyone else gets the 404 page.
 */
export default async function OrganizationAnalyticsTab({
  organization,
  viewer,
}: SlotProps["organization.settings-tab"]) {
  return (
    <AnalyticsPanel
      actor={{ userId: viewer.id, role: viewer.role }}
      scope={{ kind: "organization", organizationId: organization.id }}
      path={`${organization.href}/settings/analytics`}
    />
  );
}
