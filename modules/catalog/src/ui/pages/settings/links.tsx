import { db } from "@hopper/core/db";
import { Field } from "@hopper/ui/components/field";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { projectDonationLinks } from "../../../server/services/projects/project-details";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, field, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("links.title") };
}

/** /{type}/{id}/settings/links: issues, source, wiki, Discord and donation links (EDIT_DETAILS). */
export default async function ProjectLinksSettingsPage(props: ModulePageProps) {
  const [settings, t] = await Promise.all([loadProjectSettings(props), getT(settingsMessages)]);
  const { project, can, fieldErrors } = settings;
  const allowed = can(ProjectPermission.EDIT_DETAILS);
  const donations = allowed ? await projectDonationLinks(db(), project.id) : [];
  return (
    <ProjectSettingsFrame settings={settings} tab="links" host={props.host}>
      {allowed ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label={t("links.heading")}>
          <h2 className="font-bold">{t("links.heading")}</h2>
          <SectionFields projectId={project.id} section="links" />
          <TextInput
            label={t("links.issues")}
            name="issuesUrl"
            value={project.issuesUrl}
            error={fieldErrors.issuesUrl}
          />
          <TextInput
            label={t("links.source")}
            name="sourceUrl"
            value={project.sourceUrl}
            error={fieldErrors.sourceUrl}
          />
          <TextInput label={t("links.wiki")} name="wikiUrl" value={project.wikiUrl} error={fieldErrors.wikiUrl} />
          <TextInput
            label={t("links.discord")}
            name="discordUrl"
            value={project.discordUrl}
            error={fieldErrors.discordUrl}
          />
          <Field label={t("links.donations")} name="donations" error={fieldErrors.donationLinks}>
            <textarea
              rows={3}
              defaultValue={donations.map((link) => `${link.platform} ${link.url}`).join("\n")}
              className={field}
            />
          </Field>
          <button type="submit" className={button}>
            {t("save")}
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
