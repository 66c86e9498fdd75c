import type { ReactNode } from "react";

import { Tabs } from "@hopper/ui/components/tabs";
import { getT } from "@hopper/ui/i18n/server";

import type { NoticeView } from "../server/services/notices/notices";
import { regionName } from "../server/services/regions";
import type { ServerView } from "../server/services/servers/server-view";
import { CopyAddress } from "./console/copy-address";
import { manageMessages } from "./manage/manage-messages";
import type { ManageT } from "./manage/manage-t";
import { RefreshWhileSettingUp } from "./manage/refresh-while";
import { ServerNotices } from "./server-notices";

export type ServerTab = "overview" | "content" | "files" | "backups" | "options";

const TABS: readonly ServerTab[] = ["overview", "content", "files", "backups", "options"];

/** A server page's address: the overview is the server's own, the others hang below it. */
export const serverHref = (id: string, tab: ServerTab = "overview") =>
  tab === "overview" ? `/servers/manage/${id}` : `/servers/manage/${id}/${tab}`;

// Tinted borders with the page's own text colour: coloured text on a tint fails contrast (axe), as billing's cards.
const TONES = {
  good: "border-success bg-success/10",
  busy: "border-brand bg-brand/10",
  warn: "border-warning bg-warning/10",
  bad: "border-danger bg-danger/10",
  idle: "border-divider",
} as const;

/** The one badge a server shows: suspension first, then set-up progress, then the power state the agent reported. */
export function statusBadge(view: ServerView, t: ManageT): { label: string; tone: keyof typeof TONES; key: string } {
  const { server } = view;
  if (server.suspendedReason) return { label: t("suspended"), tone: "bad", key: "suspended" };
  if (server.status !== "ready") {
    const tone = server.status === "install_failed" ? "bad" : server.status === "awaiting_payment" ? "warn" : "busy";
    return { label: t(`status.${server.status}`), tone, key: server.status };
  }
  if (server.upgrading) return { label: t("upgrading"), tone: "busy", key: "upgrading" };
  const tone = server.state === "running" ? "good" : server.state === "offline" ? "idle" : "busy";
  return { label: t(`state.${server.state}`), tone, key: server.state };
}

export function StatusBadge({ view, t }: { view: ServerView; t: ManageT }) {
  const badge = statusBadge(view, t);
  return (
    <span
      className={`rounded border px-2 py-0.5 text-xs font-semibold ${TONES[badge.tone]}`}
      data-testid="server-status"
      data-status={badge.key}
    >
      {badge.label}
    </span>
  );
}

/** Why a server is suspended and how its owner gets it back (spec §3: payment → billing; staff → support). */
function Suspension({ view, t }: { view: ServerView & PageExtras; t: ManageT }) {
  const reason = view.server.suspendedReason;
  if (!reason) return null;
  return (
    <div role="status" className={`rounded-lg border p-3 text-sm ${TONES.bad}`} data-testid="server-suspended">
      <p className="font-semibold">{t(`suspendedWhy.${reason}`)}</p>
      {view.deletesAt ? (
        <p data-testid="server-deletes-at">{t("deletesOn", { date: view.deletesAt.toISOString().slice(0, 10) })}</p>
      ) : null}
      {reason === "staff" ? (
        <>
          {view.server.suspendedMessage ? (
            <p>{t("suspendedStaffMessage", { message: view.server.suspendedMessage })}</p>
          ) : null}
          <p>{t("contactSupport")}</p>
        </>
      ) : (
        <a href="/settings/billing" className="underline" data-testid="server-fix-billing">
          {reason === "paymentfailed" ? t("fixPayment") : t("fixResubscribe")}
        </a>
      )}
    </div>
  );
}

/** The extras a server page's view carries (serverView): why it waits for a node, when it is deleted. */
type PageExtras = { waiting?: "no_node" | "no_room" | null; deletesAt?: Date | null };

/**
 * What a server being set up says: no node at all in its region (the operator must add one; a `hopper start`
 * without Docker), else the message provisioning left (waiting for room), else that it is being set up.
 */
export function setUpNote(view: ServerView & PageExtras, t: ManageT): string[] {
  const { status, statusMessage, region } = view.server;
  if (status !== "provisioning" && status !== "installing" && status !== "awaiting_payment") return [];
  if (view.waiting === "no_node") return [t("noNode", { region: regionName(region) })];
  return statusMessage ? [statusMessage, t("settingUp")] : [t("settingUp")];
}

/** Set-up progress and install failures, in words. */
function Progress({ view, t }: { view: ServerView & PageExtras; t: ManageT }) {
  const { status, statusMessage } = view.server;
  if (status === "install_failed") {
    return (
      <p role="status" className={`rounded-lg border p-3 text-sm ${TONES.bad}`} data-testid="server-install-failed">
        {statusMessage ? t("installFailed", { message: statusMessage }) : t("installFailedNoMessage")}
      </p>
    );
  }
  if (status === "provisioning" || status === "installing" || status === "awaiting_payment") {
    return (
      <div role="status" className="text-sm text-secondary" data-testid="server-setting-up">
        {setUpNote(view, t).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <RefreshWhileSettingUp />
      </div>
    );
  }
  return null;
}

/**
 * Every server page's frame (docs/hosting.md "Your servers"): the name, the status badge, suspension and set-up
 * notes, the address players join, the server's notices (from the view: `serverView` loads them) and the tabs
 * (plain links, so they work without JavaScript). The page's own content is `children`.
 */
export async function ServerShell({
  view,
  active,
  children,
}: {
  view: ServerView & PageExtras & { notices?: readonly NoticeView[] };
  active: ServerTab;
  children: ReactNode;
}) {
  const t = await getT(manageMessages);
  const { server } = view;
  return (
    <div className="flex flex-col gap-4 py-6" data-testid="server-shell" data-server-id={server.id}>
      <nav aria-label={t("yourServers")} className="text-sm">
        <a href="/servers/manage" className="underline">
          {t("yourServers")}
        </a>
      </nav>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold break-all" data-testid="server-name">
            {server.name}
          </h1>
          <StatusBadge view={view} t={t} />
        </div>
        <p className="text-sm" data-testid="server-address">
          <span className="text-secondary">{t("address")}: </span>
          {view.address ? <CopyAddress address={view.address} /> : t("addressPending")}
        </p>
      </header>
      <Suspension view={view} t={t} />
      <Progress view={view} t={t} />
      {view.notices ? (
        <ServerNotices serverId={server.id} notices={view.notices} returnTo={serverHref(server.id, active)} />
      ) : null}
      <Tabs
        label={t("tabsLabel")}
        items={TABS.map((tab) => ({
          href: serverHref(server.id, tab),
          label: t(`tabs.${tab}`),
          active: tab === active,
        }))}
      />
      <div className="flex flex-col gap-4">{children}</div>
    </div>
  );
}
