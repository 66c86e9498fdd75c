import type { SlotProps } from "@hopper/core/module";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";

import { monetizationView } from "../../server/services/revenue/monetization";
import type { MonetizationView } from "../../server/services/revenue/monetization";
import { AnalyticsPanel } from "../charts/analytics-panel";
import { MonetizationCard } from "../revenue/monetization-card";
import { revenueMessages } from "../revenue/revenue-messages";

type Viewer = SlotProps["project.settings-tab"]["viewer"];

/**
 * The project's Monetization card for this viewer, or null when they may not switch it (the service's not found:
 * only staff and members with EDIT_DETAILS). Moderators force-demonetize here: /admin/revenue is admins' only.
 */
async function monetizationFor(projectId: string, viewer: Viewer): Promise<MonetizationView | null> {
  try {
    return await monetizationView(db(), { userId: viewer.id, role: viewer.role }, projectId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/**
 * `project.settings-tab` "Analytics" (/{type}/{id}/settings/analytics): the project's views, downloads and (with
 * VIEW_PAYOUTS) revenue, then its Monetization card for those who may switch it. A team member without
 * VIEW_ANALYTICS gets the 404 page from the panel. A refused switch comes back as the settings frame's sealed
 * `?error=`; a done one as `?notice=monetization`, which the catalogue's frame does not know, so it is said here.
 */
export default async function ProjectAnalyticsTab({ project, viewer }: SlotProps["project.settings-tab"]) {
  const path = `${project.href}/settings/analytics`;
  const [monetization, t, requested] = await Promise.all([
    monetizationFor(project.id, viewer),
    getT(revenueMessages),
    currentPath(),
  ]);
  const saved = new URLSearchParams(requested.split("?")[1] ?? "").get("notice") === "monetization";
  return (
    <div className="flex flex-col gap-4">
      <AnalyticsPanel
        actor={{ userId: viewer.id, role: viewer.role }}
        scope={{ kind: "project", projectId: project.id }}
        path={path}
      />
      {monetization && saved ? (
        <FormNotice tone="success" testId="form-done">
          {t("card.saved")}
        </FormNotice>
      ) : null}
      {monetization ? <MonetizationCard project={monetization} back={path} /> : null}
    </div>
  );
}
