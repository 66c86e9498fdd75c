import type { ReactNode } from "react";

import { Tabs } from "@hopper/ui/components/tabs";
import { getT } from "@hopper/ui/i18n/server";

import { organizationMemberAction } from "../actions/organizations";
import { organizationSettingsMessages } from "../messages/organization-settings";
import { settingsMessages } from "../messages/settings";
import type { OrganizationSettings } from "../organization-settings-load";
import { InvitationAnswer } from "./invitation-answer";
import { OrganizationFrame } from "./organization-frame";

// Labels from the project settings' tabs (`settings.tabs.<key>`), and Projects from the organization settings.
export const ORGANIZATION_SETTINGS_TABS = ["general", "members", "projects", "analytics"] as const;
export type OrganizationSettingsTab = (typeof ORGANIZATION_SETTINGS_TABS)[number];

/** The frame of every organization settings tab: its header, the tab links and a pending invitation. */
export async function OrganizationSettingsFrame({
  settings,
  tab,
  children,
}: {
  settings: OrganizationSettings;
  tab: OrganizationSettingsTab;
  children: ReactNode;
}) {
  const { organization, base, invitation, notice } = settings;
  const [t, own] = await Promise.all([getT(settingsMessages), getT(organizationSettingsMessages)]);
  return (
    <OrganizationFrame organization={organization} canManage={false} notice={notice}>
      <Tabs
        label={t("tabsLabel")}
        variant="links"
        items={ORGANIZATION_SETTINGS_TABS.map((key) => ({
          href: `${base}${key === "general" ? "" : `/${key}`}`,
          label: key === "projects" ? own("projectsTab") : t(`tabs.${key}`),
          active: tab === key,
        }))}
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
