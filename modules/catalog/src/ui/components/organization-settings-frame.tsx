import type { ReactNode } from "react";

import { Tabs } from "@hopper/ui/components/tabs";

import { organizationMemberAction } from "../actions/organizations";
import type { OrganizationSettings } from "../organization-settings-load";
import { InvitationAnswer } from "./invitation-answer";
import { OrganizationFrame } from "./organization-frame";

export const ORGANIZATION_SETTINGS_TABS = [
  ["general", "General"],
  ["members", "Members"],
  ["projects", "Projects"],
  ["analytics", "Analytics"],
] as const;
export type OrganizationSettingsTab = (typeof ORGANIZATION_SETTINGS_TABS)[number][0];

/** The frame of every organization settings tab: its header, the tab links and a pending invitation. */
export function OrganizationSettingsFrame({
  settings,
  tab,
  children,
}: {
  settings: OrganizationSettings;
  tab: OrganizationSettingsTab;
  children: ReactNode;
}) {
  const { organization, base, invitation, notice } = settings;
  return (
    <OrganizationFrame organization={organization} canManage={false} notice={notice}>
      <Tabs
        label="Settings"
        variant="links"
        items={ORGANIZATION_SETTINGS_TABS.map(([key, label]) => ({
          href: `${base}${key === "general" ? "" : `/${key}`}`,
          label,
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
