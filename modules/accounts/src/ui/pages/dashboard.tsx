import { slotViewer } from "@hopper/core/module";
import { Button } from "@hopper/ui/components/button";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";
import { MenuNav } from "@hopper/ui/shell/menu-nav";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { signOutAction } from "../actions/sign-out";

export const metadata = { title: "Dashboard - Hopper" };

export default async function DashboardPage({ host }: ModulePageProps) {
  const viewer = await getViewer();
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p>
        Signed in as <strong data-testid="dashboard-username">{viewer?.user.username}</strong>.
      </p>
      <MenuNav label="Dashboard" entries={host.menus.dashboard} active="/dashboard" variant="inline" />
      {viewer ? (
        <div className="grid gap-4 md:grid-cols-2" data-testid="dashboard-cards">
          <SlotOutlet entries={host.slots["dashboard.home-card"]} props={{ viewer: slotViewer(viewer) }} />
        </div>
      ) : null}
      <form action={signOutAction}>
        <Button type="submit" variant="secondary">
          Sign out
        </Button>
      </form>
    </section>
  );
}
