import type { ReactNode } from "react";

import { organizationMemberAction } from "../actions/organizations";
import type { OrganizationSettings } from "../organization-settings-load";
import { OrganizationFrame } from "./organization-frame";
import { card } from "./project-frame";
import { button } from "./project-settings-frame";

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
      <nav className="flex flex-wrap gap-2 text-sm" aria-label="Settings">
        {ORGANIZATION_SETTINGS_TABS.map(([key, label]) => (
          <a
            key={key}
            href={`${base}${key === "general" ? "" : `/${key}`}`}
            aria-current={tab === key ? "page" : undefined}
            className="rounded px-2 py-1 underline aria-[current=page]:bg-input aria-[current=page]:no-underline"
          >
            {label}
          </a>
        ))}
      </nav>
      {invitation ? (
        <section className={card} data-testid="organization-invitation">
          <p className="mb-2 text-sm">
            You have been invited to join this organization as <strong>{invitation.role}</strong>.
          </p>
          <form action={organizationMemberAction} className="flex gap-2">
            <input type="hidden" name="organizationId" value={organization.id} />
            <button type="submit" name="intent" value="accept" className={button}>
              Accept
            </button>
            <button type="submit" name="intent" value="decline" className="rounded-lg border border-divider px-4 py-2">
              Decline
            </button>
          </form>
        </section>
      ) : null}
      {children}
    </OrganizationFrame>
  );
}
