import "server-only";

import { notFound, redirect } from "next/navigation";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { currentPath } from "@hopper/ui/server/request-info";
import { getViewer } from "@hopper/ui/server/viewer";

import { projectAccess } from "../server/services/permissions";
import { canViewProject, findProject } from "../server/services/projects/project-access";
import { displayType } from "../server/services/versions/version-rules";

export { PROJECT_PATH_TYPES } from "../tags/project-types";

export const projectPath = (project: { projectType: string; loaders: string[]; slug: string }) =>
  `/${displayType(project.projectType, project.loaders)}/${project.slug}`;

/**
 * Loads the project of a /{type}/{id}/… page. Hidden projects are a 404 (the not-found page explains why); a
 * wrong type, /project/{id} or an id instead of the slug redirects to the canonical address.
 */
export async function loadProjectPage(id: string | string[] | undefined) {
  if (typeof id !== "string") notFound();
  const viewer = await getViewer();
  const actor = actorOf(viewer);
  const project = await findProject(db(), id);
  if (!project || !(await canViewProject(db(), actor, project))) notFound();
  const path = await currentPath();
  const url = new URL(path, "http://hopper.invalid");
  const [, type, , ...rest] = url.pathname.split("/");
  const canonical = projectPath(project);
  if (`/${type}/${id}` !== canonical) {
    redirect(`${canonical}${rest.length ? `/${rest.join("/")}` : ""}${url.search}`);
  }
  const access = await projectAccess(db(), actor, project.teamId);
  return { project, viewer, actor, permissions: access.permissions, member: access.member, base: canonical };
}
