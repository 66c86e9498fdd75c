import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";
import { Tabs } from "@hopper/ui/components/tabs";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { navText } from "@hopper/ui/shell/nav-labels";

import { organizationMemberAction } from "../actions/organizations";
import { organizationSettingsMessages } from "../messages/organization-settings";
import { settingsMessages } from "../messages/settings";
import type { OrganizationSettings } from "../organization-settings-load";
import { InvitationAnswer } from "./invitation-answer";
import { OrganizationFrame } from "./organization-frame";

// Labels from the project settings' tabs (`settings.tabs.<key>`), and Projects from the organization settings;
// contributed tabs (`organization.settings-tab`: analytics) follow them.
export const ORGANIZATION_SETTINGS_TABS = ["general", "members", "projects"] as const;
export type OrganizationSettingsTab = (typeof ORGANIZATION_SETTINGS_TABS)[number];

/** The frame of every organization settings tab: its header, the tab links and a pending invitation. */
export async function OrganizationSettingsFrame({
  settings,
  tab,
  host,
  children,
}: {
  settings: OrganizationSettings;
  /** One of this module's tabs, or a contributed tab's segment. */
  tab: OrganizationSettingsTab | (string & {});
  /** Lists other modules' tabs (`organization.settings-tab`) too. */
  host: PageHost;
  children: ReactNode;
}) {
  const { organization, base, invitation, notice } = settings;
  const [t, own, { locale }] = await Promise.all([
    getT(settingsMessages),
    getT(organizationSettingsMessages),
    getLocale(),
  ]);
  const contributed = (host.slots["organization.settings-tab"] ?? []).map((entry) => ({
    href: `${base}/${entry.segment}`,
    label: navText(entry.message, entry.label, locale),
    active: tab === entry.segment,
  }));
  return (
    <OrganizationFrame organization={organization} canManage={false} notice={notice}>
      <Tabs
        label={t("tabsLabel")}
        variant="links"
        items={[
          ...ORGANIZATION_SETTINGS_TABS.map((key) => ({
            href: `${base}${key === "general" ? "" : `/${key}`}`,
            label: key === "projects" ? own("projectsTab") : t(`tabs.${key}`),
            active: tab === key,
          })),
          ...contributed,
        ]}
      />
      {invitation ? (
        <InvitationAnswer
          of="organization"
          role={invitation.role}
          action={organizationMemberAction}
          idField="organizationId"
          id={organization.id}
          testId="organization-invitation"
        />
      ) : null}
      {children}
    </OrganizationFrame>
  );
}
