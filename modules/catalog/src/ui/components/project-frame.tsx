import type { ReactNode } from "react";

import { isStaff } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { tabsFor } from "@hopper/core/module";
import type { PageHost, SlotProps } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { Card, cardClassName } from "@hopper/ui/components/card";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { DateTime } from "@hopper/ui/i18n/format";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { Tabs } from "@hopper/ui/components/tabs";
import { navText } from "@hopper/ui/shell/nav-labels";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";
import { getViewer } from "@hopper/ui/server/viewer";

import { isProjectTeamMember } from "../../server/services/projects/project-thread";

import { projectMessages } from "../messages/project";
import { getStatusLabel } from "../status-label";

interface FrameProject {
  id: string;
  name: string;
  summary: string;
  iconUrl: string | null;
  downloads: number;
  followers: number;
  status: string;
  /** The project's team and organization: who sees the team-only contributed tabs (a moderation thread). */
  teamId?: string;
  organizationId?: string | null;
}

/** Whether the viewer sees team-only tabs: staff, a manager, or an accepted member of the team or organization. */
async function seesTeamTabs(project: FrameProject, canManage: boolean): Promise<boolean> {
  if (canManage) return true;
  const viewer = await getViewer();
  if (!viewer) return false;
  if (isStaff(viewer.user)) return true;
  if (!project.teamId) return false;
  const team = { teamId: project.teamId, organizationId: project.organizationId ?? null };
  return isProjectTeamMember(db(), viewer.user.id, team);
}

/** Header and tabs shared by the project pages. */
export async function ProjectFrame({
  project,
  base,
  active,
  canManage,
  aside,
  notice,
  slots,
  host,
  children,
}: {
  project: FrameProject;
  base: string;
  /** The current tab: one of the page's own, or a contributed tab's segment. */
  active: "description" | "gallery" | "changelog" | "versions" | "settings" | "version" | (string & {});
  canManage: boolean;
  aside?: ReactNode;
  notice?: string | null;
  /** Other modules' header actions, aside cards and tabs, when the page hosts them. */
  slots?: { host: PageHost; props: SlotProps["project.aside"] };
  /** A page that shows only the tab bar of the slots (`project.tab`) passes just its host. */
  host?: PageHost;
  children: ReactNode;
}) {
  const allTabs = (slots?.host ?? host)?.slots["project.tab"] ?? [];
  // A team-only tab (moderation) is listed only for the team and staff; one query, only when such a tab exists.
  const team = allTabs.some((entry) => entry.audience === "team") && (await seesTeamTabs(project, canManage));
  const contributedTabs = tabsFor(allTabs, team);
  const asideSlots = slots?.host.slots["project.aside"] ?? [];
  const tab = (href: string, label: string, key: string) => ({ href, label, active: active === key });
  const [t, statusLabel, { locale }] = await Promise.all([getT(projectMessages), getStatusLabel(), getLocale()]);
  return (
    <section className="flex flex-col gap-4 py-6" data-testid="project-page">
      <Card as="header" className="flex flex-wrap items-center gap-4">
        <ProjectIcon name={project.name} iconUrl={project.iconUrl} size={96} />
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="project-title">
            {project.name}
          </h1>
          <p className="text-secondary">{project.summary}</p>
          <p className="text-sm">
            <span data-testid="project-downloads">{t("downloads", { count: formatNumber(project.downloads) })}</span> ·{" "}
            <span data-testid="project-followers">{t("followers", { count: formatNumber(project.followers) })}</span>
            {project.status !== "approved" ? (
              <span className="ml-2 rounded bg-input px-2 text-xs font-semibold" data-testid="project-status">
                {statusLabel(project.status)}
              </span>
            ) : null}
          </p>
        </div>
        {slots ? (
          <div className="flex flex-wrap gap-2" data-testid="project-header-actions">
            <SlotOutlet entries={slots.host.slots["project.header-actions"]} props={slots.props} />
          </div>
        ) : null}
        <details className="relative" data-menu data-testid="project-more">
          <summary
            className={buttonClassName({ variant: "secondary", size: "sm", className: "cursor-pointer" })}
            aria-label={t("more")}
          >
            {"⋯"}
          </summary>
          <div className="absolute right-0 z-10 mt-1 flex w-56 flex-col gap-1 rounded-lg border border-divider bg-raised p-2 text-sm">
            <a className="underline" href={`/report?item_type=project&item_id=${project.id}`}>
              {t("report")}
            </a>
            <span>{t.rich("idCode", { id: project.id, code: (chunks) => <code>{chunks}</code> })}</span>
          </div>
        </details>
      </Card>
      {notice ? (
        <FormNotice tone="info" boxed testId="project-notice">
          {notice}
        </FormNotice>
      ) : null}
      <Tabs
        label={t("tabsLabel")}
        items={[
          tab(base, t("tabs.description"), "description"),
          tab(`${base}/gallery`, t("tabs.gallery"), "gallery"),
          tab(`${base}/changelog`, t("tabs.changelog"), "changelog"),
          tab(`${base}/versions`, t("tabs.versions"), "versions"),
          ...contributedTabs.map((entry) =>
            tab(`${base}/${entry.segment}`, navText(entry.message, entry.label, locale), entry.segment),
          ),
          ...(canManage ? [tab(`${base}/settings`, t("tabs.settings"), "settings")] : []),
        ]}
      />
      <div className="flex flex-col gap-6 md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
        {aside || asideSlots.length ? (
          <aside className="flex w-full flex-col gap-4 md:w-72">
            {aside}
            {slots ? <SlotOutlet entries={asideSlots} props={slots.props} /> : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}

export const card = cardClassName();

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}

/** A day in the page's language through `Intl` ("May 3, 2024"), in a `<time>` with the exact instant. */
export const day = (date: Date | null) => (date ? <DateTime value={date} /> : "—");
