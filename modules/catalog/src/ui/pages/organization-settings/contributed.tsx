import { notFound } from "next/navigation";

import { slotViewer } from "@hopper/core/module";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { loadOrganizationSettings } from "../../organization-settings-load";

/**
 * /organization/{id}/settings/{segment} for a tab another module adds (`organization.settings-tab`): this module's
 * settings frame (header, tabs, the members-invitees-staff check) around that module's component, which decides
 * what its own address shows.
 */
export async function ContributedOrganizationSettingsTab(props: ModulePageProps) {
  const entry = props.host.slots["organization.settings-tab"]?.find((tab) => tab.segment === props.host.tab);
  if (!entry) notFound();
  const settings = await loadOrganizationSettings(props);
  const { organization, viewer } = settings;
  if (!viewer) notFound();
  return (
    <OrganizationSettingsFrame settings={settings} tab={entry.segment} host={props.host}>
      <entry.Component
        organization={{
          id: organization.id,
          slug: organization.slug,
          name: organization.name,
          href: `/organization/${organization.slug}`,
        }}
        viewer={slotViewer(viewer)}
      />
    </OrganizationSettingsFrame>
  );
}
