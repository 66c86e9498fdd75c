"use server";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { getViewer } from "@hopper/ui/server/viewer";

import { canViewProject, findProject } from "../../server/services/projects/project-access";
import { FOLLOW_FILTERS_NOTICE } from "../follow-filters-notice";
import { projectPath } from "../load";
import { catalog, requireSignedIn, runForm, text } from "./form-runner";

/**
 * Where the form goes back to: the project's page when the viewer may see it. Anything else goes home, so a
 * made-up project id never learns a hidden project's address from the redirect.
 */
async function backTo(projectId: string) {
  const project = projectId ? await findProject(db(), projectId) : null;
  const visible = project && (await canViewProject(db(), actorOf(await getViewer()), project));
  return visible ? projectPath(project) : "/";
}

/**
 * The project page's "Notify me about…" form, with or without JavaScript: Save sends the boxes ticked (none
 * ticked takes every version again), "All versions" (`intent=clear`) empties both lists. The procedure
 * (catalog.projects.setFollowFilters) checks the viewer's own follow and every loader and game version.
 */
export async function saveFollowFiltersAction(form: FormData) {
  const projectId = text(form, "projectId");
  const back = await backTo(projectId);
  await requireSignedIn(back);
  const clear = text(form, "intent") === "clear";
  const chosen = (name: string) => (clear ? [] : form.getAll(name).map(String));
  await runForm(back, async () => {
    const saved = await (
      await catalog()
    ).projects.setFollowFilters({ projectId, loaders: chosen("loaders"), gameVersions: chosen("gameVersions") });
    const notice = saved.loaders.length || saved.gameVersions.length ? "saved" : "cleared";
    return `${back}?${FOLLOW_FILTERS_NOTICE}=${notice}#follow-filters`;
  });
}
