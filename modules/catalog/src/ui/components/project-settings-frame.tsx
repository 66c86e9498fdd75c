import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { Field, inputClassName } from "@hopper/ui/components/field";
import { Tabs } from "@hopper/ui/components/tabs";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import { navText } from "@hopper/ui/shell/nav-labels";

import { memberAction } from "../actions/projects";
import { settingsMessages } from "../messages/settings";
import type { ProjectSettings } from "../project-settings-load";
import { InvitationAnswer } from "./invitation-answer";
import { ProjectFrame } from "./project-frame";

// Labels from the settings catalogue (`tabs.<key>`); contributed tabs (analytics) follow them.
export const PROJECT_SETTINGS_TABS = ["general", "description", "license", "links", "tags", "members"] as const;
export type ProjectSettingsTab = (typeof PROJECT_SETTINGS_TABS)[number];

export const field = inputClassName;
export const button = buttonClassName();

/** The frame of every project settings tab: the project header, the tab links and a pending invitation. */
export async function ProjectSettingsFrame({
  settings,
  tab,
  host,
  children,
}: {
  settings: ProjectSettings;
  /** One of this module's tabs, or a contributed tab's segment. */
  tab: ProjectSettingsTab | (string & {});
  /** When given, other modules' project tabs and settings tabs (`project.settings-tab`) are listed too. */
  host?: PageHost;
  children: ReactNode;
}) {
  const { project, base, invitation, notice } = settings;
  const [t, { locale }] = await Promise.all([getT(settingsMessages), getLocale()]);
  const contributed = (host?.slots["project.settings-tab"] ?? []).map(
    (entry) => [entry.segment, navText(entry.message, entry.label, locale)] as const,
  );
  return (
    <ProjectFrame project={project} base={base} active="settings" canManage notice={notice} host={host}>
      <Tabs
        label={t("tabsLabel")}
        variant="links"
        items={[...PROJECT_SETTINGS_TABS.map((key) => [key, t(`tabs.${key}`)] as const), ...contributed].map(
          ([key, label]) => ({
            href: `${base}/settings${key === "general" ? "" : `/${key}`}`,
            label,
            active: tab === key,
          }),
        )}
      />
      {invitation ? (
        <InvitationAnswer
          of="project"
          role={invitation.role}
          action={memberAction}
          idField="projectId"
          id={project.id}
          testId="invitation"
        />
      ) : null}
      {children}
    </ProjectFrame>
  );
}

/** A labelled text input with its saved value and, after a refused save, its error inline. */
export function TextInput({
  label,
  name,
  value,
  error,
}: {
  label: string;
  name: string;
  value: string | null;
  error?: string;
}) {
  return (
    <Field label={label} name={name} error={error}>
      <input defaultValue={value ?? ""} className={inputClassName} />
    </Field>
  );
}

/** The hidden fields that tell updateProjectAction which project and which tab a form saves. */
export function SectionFields({ projectId, section }: { projectId: string; section: string }) {
  return (
    <>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="section" value={section} />
    </>
  );
}
