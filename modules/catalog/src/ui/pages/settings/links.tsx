import { db } from "@hopper/core/db";
import { Field } from "@hopper/ui/components/field";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { projectDonationLinks } from "../../../server/services/projects/project-details";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, field, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { loadProjectSettings } from "../../project-settings-load";

export const metadata = { title: "Project links - Hopper" };

/** /{type}/{id}/settings/links: issues, source, wiki, Discord and donation links (EDIT_DETAILS). */
export default async function ProjectLinksSettingsPage(props: ModulePageProps) {
  const settings = await loadProjectSettings(props);
  const { project, can, fieldErrors } = settings;
  const allowed = can(ProjectPermission.EDIT_DETAILS);
  const donations = allowed ? await projectDonationLinks(db(), project.id) : [];
  return (
    <ProjectSettingsFrame settings={settings} tab="links" host={props.host}>
      {allowed ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="Links">
          <h2 className="font-bold">Links</h2>
          <SectionFields projectId={project.id} section="links" />
          <TextInput label="Issues" name="issuesUrl" value={project.issuesUrl} error={fieldErrors.issuesUrl} />
          <TextInput label="Source" name="sourceUrl" value={project.sourceUrl} error={fieldErrors.sourceUrl} />
          <TextInput label="Wiki" name="wikiUrl" value={project.wikiUrl} error={fieldErrors.wikiUrl} />
          <TextInput label="Discord" name="discordUrl" value={project.discordUrl} error={fieldErrors.discordUrl} />
          <Field
            label="Donation links (one per line: platform URL; platforms patreon, bmac, paypal, github, ko-fi, other)"
            name="donations"
            error={fieldErrors.donationLinks}
          >
            <textarea
              rows={3}
              defaultValue={donations.map((link) => `${link.platform} ${link.url}`).join("\n")}
              className={field}
            />
          </Field>
          <button type="submit" className={button}>
            Save
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
