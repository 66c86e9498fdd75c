import { cardClassName } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ServerConsole } from "../console/server-console";
import { findServerView, serverPageView } from "../hosting-caller";
import { manageMessages } from "../manage/manage-messages";
import { ServerShell } from "../server-shell";

export async function generateMetadata({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([findServerView(params), getT(manageMessages)]);
  return { title: view ? t("overview.title", { name: view.server.name }) : t("overview.notFoundTitle") };
}

const gib = (mib: number) => Math.round((mib / 1024) * 10) / 10;

/**
 * /servers/manage/{id} (guard `auth`; docs/hosting.md "Your servers", "Console"): the server's plan and game, and
 * its live console with power buttons and stats. Someone else's server is the 404 page.
 */
export default async function ServerOverviewPage({ params }: ModulePageProps) {
  const [view, t] = await Promise.all([serverPageView(params), getT(manageMessages)]);
  const { server } = view;
  return (
    <ServerShell view={view} active="overview">
      <ServerConsole
        serverId={server.id}
        initialState={server.state}
        enabled={view.canStart}
        disabledReason={view.suspended ? "suspended" : view.canStart ? null : "notReady"}
      />
      <section className={cardClassName({ className: "flex flex-col gap-1 text-sm" })} data-testid="server-plan">
        <p>
          <span className="text-secondary">{t("overview.plan")}: </span>
          {view.planName ?? "—"}
        </p>
        <p>
          {t("overview.resources", {
            cpu: String(server.cpu),
            memory: String(gib(server.memoryMiB)),
            disk: String(gib(server.diskMiB)),
          })}
        </p>
        <p>{t("overview.game", { loader: server.loader, gameVersion: server.gameVersion })}</p>
      </section>
    </ServerShell>
  );
}
