"use server";

import { db } from "@hopper/core/db";

import { findProject } from "../../server/services/projects/project-access";
import { projectPath } from "../load";
import { catalog, requireSignedIn, runForm, text } from "./form-runner";

// The versions page's bulk edit without JavaScript: reads the form and calls catalog.versions.bulkEdit, where
// validation and authorization live; a refusal comes back to the versions page as ?error=.

const chosen = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map(String)
    .filter((value) => value !== "");

/** Bulk edit of the versions chosen on /{type}/{id}/versions. */
export async function bulkVersionEditAction(form: FormData) {
  const projectId = text(form, "projectId");
  const project = await findProject(db(), projectId);
  // Back to the project's own versions page, never to an address the form names.
  const back = project ? `${projectPath(project)}/versions` : "/dashboard/projects";
  await requireSignedIn(back);
  await runForm(back, async () => {
    const result = await (
      await catalog()
    ).versions.bulkEdit({
      projectId,
      versionIds: chosen(form, "versionIds"),
      addLoaders: chosen(form, "addLoaders"),
      removeLoaders: chosen(form, "removeLoaders"),
      addGameVersions: chosen(form, "addGameVersions"),
      removeGameVersions: chosen(form, "removeGameVersions"),
      versionType: text(form, "versionType") || undefined,
      status: text(form, "status") || undefined,
    });
    return `${back}?edited=${result.versionIds.length}`;
  });
}
