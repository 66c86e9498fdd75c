import { notFound } from "next/navigation";

import { slotViewer } from "@hopper/core/module";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectSettingsFrame } from "../../components/project-settings-frame";
import { slotProjectOf } from "../../components/project-slots";
import { loadProjectSettings } from "../../project-settings-load";

/**
 * /{type}/{id}/settings/{segment} for a tab another module adds (`project.settings-tab`): this module's
 * settings frame (header, tabs, access check) around that module's component.
 */
export async function ContributedSettingsTab(props: ModulePageProps) {
  const entry = props.host.slots["project.settings-tab"]?.find((tab) => tab.segment === props.host.tab);
  if (!entry) notFound();
  const settings = await loadProjectSettings(props);
  if (!settings.viewer) notFound();
  return (
    <ProjectSettingsFrame settings={settings} tab={entry.segment} host={props.host}>
      <entry.Component
        project={slotProjectOf(settings.project, settings.base, true)}
        viewer={slotViewer(settings.viewer)}
      />
    </ProjectSettingsFrame>
  );
}
