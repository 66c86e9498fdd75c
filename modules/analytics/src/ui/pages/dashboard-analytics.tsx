import { actorOf } from "@hopper/core/auth";
import { getT } from "@hopper/ui/i18n/server";
import { getViewer } from "@hopper/ui/server/viewer";

import { AnalyticsPanel } from "../charts/analytics-panel";
import { chartsMessages } from "../charts/charts-messages";

export async function generateMetadata() {
  const t = await getT(chartsMessages);
  return { title: t("dashboardTitle") };
}

/**
 * /dashboard/analytics (signed in: the auth guard sends others to sign in): every project whose analytics the viewer
 * may see, one line each, summed in the tooltip, the table and the heading.
 */
export default async function DashboardAnalyticsPage() {
  const [viewer, t] = await Promise.all([getViewer(), getT(chartsMessages)]);
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{t("dashboardHeading")}</h1>
      <p className="text-secondary">{t("dashboardIntro")}</p>
      <AnalyticsPanel actor={actorOf(viewer)} scope={{ kind: "dashboard" }} path="/dashboard/analytics" />
    </section>
  );
}
