import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";

import { memberAction } from "../actions/projects";
import type { ProjectSettings } from "../project-settings-load";
import { card, ProjectFrame } from "./project-frame";

export const PROJECT_SETTINGS_TABS = [
  ["general", "General"],
  ["description", "Description"],
  ["license", "License"],
  ["links", "Links"],
  ["tags", "Tags"],
  ["members", "Members"],
  ["analytics", "Analytics"],
] as const;
export type ProjectSettingsTab = (typeof PROJECT_SETTINGS_TABS)[number][0];

export const field = "rounded-lg border border-divider bg-input px-3 py-2";
export const button = "w-fit rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand";

/** The frame of every project settings tab: the project header, the tab links and a pending invitation. */
export function ProjectSettingsFrame({
  settings,
  tab,
  host,
  children,
}: {
  settings: ProjectSettings;
  /** One of this module's tabs, or a contributed tab's segment. */
  tab: ProjectSettingsTab | (string & {});
  /** When given, other modules' settings tabs (`project.settings-tab`) are listed after this module's. */
  host?: PageHost;
  children: ReactNode;
}) {
  const { project, base, invitation, notice } = settings;
  const contributed = (host?.slots["project.settings-tab"] ?? []).map((entry) => [entry.segment, entry.label] as const);
  return (
    <ProjectFrame project={project} base={base} active="settings" canManage notice={notice}>
      <nav className="flex flex-wrap gap-2 text-sm" aria-label="Settings">
        {[...PROJECT_SETTINGS_TABS, ...contributed].map(([key, label]) => (
          <a
            key={key}
            href={`${base}/settings${key === "general" ? "" : `/${key}`}`}
            aria-current={tab === key ? "page" : undefined}
            className="rounded px-2 py-1 underline aria-[current=page]:bg-input aria-[current=page]:no-underline"
          >
            {label}
          </a>
        ))}
      </nav>
      {invitation ? (
        <section className={card} data-testid="invitation">
          <p className="mb-2 text-sm">
            You have been invited to join this project as <strong>{invitation.role}</strong>.
          </p>
          <form action={memberAction} className="flex gap-2">
            <input type="hidden" name="projectId" value={project.id} />
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
    </ProjectFrame>
  );
}

/** A labelled text input with its saved value. */
export function TextInput({ label, name, value }: { label: string; name: string; value: string | null }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input name={name} defaultValue={value ?? ""} className={field} />
    </label>
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
