import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { REGIONS, regionName } from "../../server/services/regions";
import { hostingCaller } from "../hosting-caller";
import { setNodeDrainingAction } from "../nodes/node-actions";
import { RegisterNodeForm, RotateTokenForm } from "../nodes/node-forms";
import { nodeMessages } from "../nodes/node-messages";

export async function generateMetadata() {
  const t = await getT(nodeMessages);
  return { title: t("title") };
}

/** /servers/admin (admins): every node with capacity, use, free room and health; drain, rotate, register. */
export default async function ServersAdminPage({ host }: ModulePageProps) {
  const [t, rows] = await Promise.all([getT(nodeMessages), (await hostingCaller()).nodes.list()]);
  const resources = (r: { cpu: number; memoryMiB: number; diskMiB: number }) =>
    t("resources", { cpu: String(r.cpu), memory: String(r.memoryMiB), disk: String(r.diskMiB) });
  return (
    <section className="flex flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <MenuNav label="Admin" entries={host.menus.admin} active="/servers/admin" variant="inline" />
      <p className="text-sm text-secondary">{t("intro")}</p>
      {rows.length === 0 ? <p data-testid="nodes-empty">{t("empty")}</p> : null}
      {rows.map(({ node, used, free, health }) => (
        <Card
          key={node.id}
          padding="md"
          className="flex flex-col gap-2"
          data-testid="admin-node"
          data-node-id={node.id}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold break-all">
              {node.name} <code className="text-sm">{node.id}</code>
            </h2>
            <span className="text-sm">{regionName(node.region)}</span>
          </div>
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">{t("columns.capacity")}</dt>
            <dd>
              {resources(node)} · {t("ports", { first: String(node.portFirst), last: String(node.portLast) })}
            </dd>
            <dt className="font-semibold">{t("columns.used")}</dt>
            <dd data-testid="node-used">{resources(used)}</dd>
            <dt className="font-semibold">{t("columns.free")}</dt>
            <dd data-testid="node-free">{resources(free)}</dd>
            <dt className="font-semibold">{t("columns.servers")}</dt>
            <dd data-testid="node-servers">{used.servers}</dd>
            <dt className="font-semibold">{t("columns.health")}</dt>
            <dd data-testid="node-health" data-ok={health.ok ? "true" : "false"}>
              <span className={health.ok ? "text-success" : "text-danger"}>
                {health.ok
                  ? t("health.ok", { version: health.version ?? "?", servers: String(health.servers ?? 0) })
                  : t("health.down", { error: health.error ?? "" })}
              </span>{" "}
              <span className="text-secondary">
                {node.lastSeenAt ? t("health.lastSeen", { at: node.lastSeenAt.toISOString() }) : t("health.never")}
              </span>
            </dd>
          </dl>
          {node.draining ? (
            <p className="text-sm text-warning" data-testid="node-draining">
              {t("draining")}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            <form action={setNodeDrainingAction}>
              <input type="hidden" name="nodeId" value={node.id} />
              <input type="hidden" name="draining" value={node.draining ? "false" : "true"} />
              <button type="submit" className={buttonClassName({ variant: "secondary", size: "sm" })}>
                {node.draining ? t("undrain") : t("drain")}
              </button>
            </form>
            <RotateTokenForm nodeId={node.id} />
          </div>
        </Card>
      ))}
      <Card padding="md" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t("register.title")}</h2>
        <RegisterNodeForm regions={REGIONS} />
      </Card>
    </section>
  );
}
