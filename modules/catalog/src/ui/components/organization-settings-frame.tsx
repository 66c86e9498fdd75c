import type { ReactNode } from "react";

import { Button } from "@hopper/ui/components/button";
import { Tabs } from "@hopper/ui/components/tabs";

import { organizationMemberAction } from "../actions/organizations";
import type { OrganizationSettings } from "../organization-settings-load";
import { OrganizationFrame } from "./organization-frame";
import { card } from "./project-frame";

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
        <section className={card} data-testid="organization-invitation">
          <p className="mb-2 text-sm">
            You have been invited to join this organization as <strong>{invitation.role}</strong>.
          </p>
          <form action={organizationMemberAction} className="flex gap-2">
            <input type="hidden" name="organizationId" value={organization.id} />
            <Button type="submit" name="intent" value="accept">
              Accept
            </Button>
            <Button type="submit" name="intent" value="decline" variant="secondary">
              Decline
            </Button>
          </form>
        </section>
      ) : null}
      {children}
    </OrganizationFrame>
  );
}
