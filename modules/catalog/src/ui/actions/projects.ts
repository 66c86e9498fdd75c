"use server";

import { redirect } from "next/navigation";

import { db } from "@hopper/core/db";

import { findProject } from "../../server/services/projects/project-access";
import { setBulkNotice, setSealedText } from "../dashboard-notices";
import { projectPath } from "../load";
import { dependenciesFromForm } from "./dependency-fields";
import { catalog, requireSignedIn, runForm, shownRefusal, text } from "./form-runner";

// The catalogue's forms that work without JavaScript. Each one only reads its form and calls the procedure
// through the server-side caller, where validation and authorization live; a refusal comes back as ?error=.

/** Where a refusal sends the form back to: the project's page (by its current slug) or the dashboard. */
async function pathOf(projectId: string) {
  const project = await findProject(db(), projectId);
  return project ? projectPath(project) : "/dashboard/projects";
}

const lines = (value: string) =>
  value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The create dialog without JavaScript (with it, the dialog calls catalog.projects.create itself). */
export async function createProjectAction(form: FormData) {
  await requireSignedIn("/dashboard/projects");
  const values = new URLSearchParams({
    name: text(form, "name"),
    slug: text(form, "slug"),
    type: text(form, "projectType"),
    visibility: text(form, "visibility"),
    summary: text(form, "summary"),
  });
  await runForm(`/dashboard/projects?${values}`, async () => {
    const visibility = text(form, "visibility");
    const project = await (
      await catalog()
    ).projects.create({
      name: text(form, "name"),
      slug: text(form, "slug"),
      projectType: text(form, "projectType"),
      summary: text(form, "summary"),
      visibility: visibility === "unlisted" || visibility === "private" ? visibility : "public",
    });
    return `${project.path}/settings?notice=created`;
  });
}

/** The patch one settings tab's form sends. */
function sectionPatch(form: FormData, projectId: string) {
  switch (text(form, "section")) {
    case "description":
      return { projectId, section: "description" as const, body: text(form, "body") };
    case "license":
      return {
        projectId,
        section: "license" as const,
        licenseId: text(form, "licenseId"),
        licenseUrl: text(form, "licenseUrl") || null,
      };
    case "links":
      return {
        projectId,
        section: "links" as const,
        issuesUrl: text(form, "issuesUrl"),
        sourceUrl: text(form, "sourceUrl"),
        wikiUrl: text(form, "wikiUrl"),
        discordUrl: text(form, "discordUrl"),
        donationLinks: lines(text(form, "donations")).map((line) => {
          const [platform = "", ...rest] = line.split(/\s+/);
          return { platform, url: rest.join(" ") };
        }),
      };
    case "tags":
      return {
        projectId,
        section: "tags" as const,
        categories: form.getAll("categories").map(String),
        additionalCategories: form.getAll("additionalCategories").map(String),
      };
    default:
      return {
        projectId,
        section: "general" as const,
        name: text(form, "name"),
        slug: text(form, "slug"),
        summary: text(form, "summary"),
        clientSide: text(form, "clientSide"),
        serverSide: text(form, "serverSide"),
      };
  }
}

export async function updateProjectAction(form: FormData) {
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  const patch = sectionPatch(form, projectId);
  const tab = patch.section === "general" ? "" : `/${patch.section}`;
  await requireSignedIn(`${before}/settings${tab}`);
  await runForm(`${before}/settings${tab}`, async () => {
    const project = await (await catalog()).projects.update(patch);
    return `${project.path}/settings${tab}?notice=saved`;
  });
}

export async function statusAction(form: FormData) {
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await requireSignedIn(`${before}/settings`);
  await runForm(`${before}/settings`, async () => {
    const caller = await catalog();
    if (text(form, "intent") === "submit") {
      await caller.projects.submitForReview({ projectId });
      return `${before}/settings?notice=submitted`;
    }
    await caller.projects.setStatus({ projectId, status: text(form, "status") });
    return `${before}/settings?notice=status`;
  });
}

export async function deleteProjectAction(form: FormData) {
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await requireSignedIn(`${before}/settings`);
  await runForm(`${before}/settings`, async () => {
    await (await catalog()).projects.delete({ projectId, confirm: text(form, "confirm") });
    return "/dashboard/projects?notice=deleted";
  });
}

/** Accept or Decline of the invitation shown on the project's settings. */
export async function memberAction(form: FormData) {
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await requireSignedIn(`${before}/settings/members`);
  await runForm(`${before}/settings/members`, async () => {
    const caller = await catalog();
    if (text(form, "intent") === "decline") {
      await caller.invitations.decline({ projectId });
      return "/dashboard/projects";
    }
    await caller.invitations.accept({ projectId });
    return `${before}/settings/members?notice=members`;
  });
}

/** Removing the icon or a gallery image (uploads post to the media route, server/http/upload-media.ts). */
export async function mediaAction(form: FormData) {
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await requireSignedIn(`${before}/settings`);
  await runForm(`${before}/settings`, async () => {
    const caller = await catalog();
    const intent = text(form, "intent");
    // Uploads go to POST /api/catalog/projects/{id}/media (a route, so the upload script can show progress).
    if (intent === "remove-icon") {
      await caller.projects.setIcon({ projectId, bytes: null });
    } else if (intent === "remove-gallery") {
      await caller.projects.removeGalleryImage({ imageId: text(form, "imageId") });
    }
    return `${before}/settings?notice=saved`;
  });
}

/** The version edit form (and its Delete button). */
export async function versionAction(form: FormData) {
  const versionId = text(form, "versionId");
  const back = text(form, "back") || "/dashboard/projects";
  await requireSignedIn(back);
  await runForm(back, async () => {
    const caller = await catalog();
    if (text(form, "intent") === "delete") {
      const deleted = await caller.versions.delete({ versionId });
      return deleted.versionsPath ?? "/dashboard/projects";
    }
    const updated = await caller.versions.update({
      versionId,
      name: text(form, "name"),
      versionNumber: text(form, "versionNumber"),
      versionType: text(form, "versionType"),
      changelog: text(form, "changelog"),
      featured: form.has("featured"),
      loaders: form.getAll("loaders").map(String),
      gameVersions: form.getAll("gameVersions").map(String),
      primaryFile: text(form, "primaryFile") || undefined,
      status: text(form, "status") || undefined,
      dependencies: form.has("dependencyFields") ? dependenciesFromForm(form) : undefined,
    });
    return updated.path ?? back;
  });
}

/** Bulk actions of /dashboard/projects: submit for review, or set links on every chosen project. */
export async function bulkAction(form: FormData) {
  await requireSignedIn("/dashboard/projects");
  const caller = await catalog();
  const ids = form.getAll("projectIds").map(String);
  const intent = text(form, "intent");
  const links: Record<string, string> = {};
  for (const field of ["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl"] as const) {
    const value = text(form, field).trim();
    if (value) links[field] = value;
  }
  const problems: string[] = [];
  let done = 0;
  for (const projectId of ids) {
    try {
      if (intent === "submit") await caller.projects.submitForReview({ projectId });
      else await caller.projects.setLinks({ projectId, ...links });
      done++;
    } catch (error) {
      const message = (await shownRefusal(error))?.message ?? null;
      if (message === null) throw error;
      const project = await findProject(db(), projectId);
      problems.push(`${project?.name ?? projectId}: ${message}`);
    }
  }
  const params = new URLSearchParams();
  setBulkNotice(params, done, ids.length);
  // Not "error": that one reopens the create dialog.
  if (problems.length) setSealedText(params, "bulkError", problems.join(" "));
  redirect(`/dashboard/projects?${params}`);
}
