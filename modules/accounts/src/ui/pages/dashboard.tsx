import { slotViewer } from "@hopper/core/module";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";
import { MenuNav } from "@hopper/ui/shell/menu-nav";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { signOutAction } from "../actions/sign-out";
import { messages } from "../messages";

export async function generateMetadata() {
  const t = await getT(messages);
  return { title: t("dashboard.title") };
}

export default async function DashboardPage({ host }: ModulePageProps) {
  const [viewer, t] = await Promise.all([getViewer(), getT(messages)]);
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <p>
        {t.rich("dashboard.signedInAs", {
          user: () => <strong data-testid="dashboard-username">{viewer?.user.username}</strong>,
        })}
      </p>
      <MenuNav label={t("dashboard.heading")} entries={host.menus.dashboard} active="/dashboard" variant="inline" />
      {viewer ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="dashboard-cards">
          <SlotOutlet entries={host.slots["dashboard.home-card"]} props={{ viewer: slotViewer(viewer) }} />
        </div>
      ) : null}
      <form action={signOutAction}>
        <Button type="submit" variant="secondary">
          {t("dashboard.signOut")}
        </Button>
      </form>
    </section>
  );
}
