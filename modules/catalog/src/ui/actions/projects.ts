"use server";

import { redirect } from "next/navigation";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { getViewer } from "@hopper/ui/server/viewer";

import { permissionBits } from "../../server/services/permissions";
import {
  createProject,
  deleteProject,
  findProject,
  followProject,
  setProjectStatus,
  submitForReview,
  updateProject,
} from "../../server/services/projects";
import type { ProjectPatch, Visibility } from "../../server/services/projects";
import { addGalleryImage, removeGalleryImage, setProjectIcon } from "../../server/services/media";
import {
  acceptInvitation,
  declineInvitation,
  editMember,
  inviteMember,
  removeMember,
  transferOwnership,
} from "../../server/services/teams";
import { deleteVersion, updateVersion } from "../../server/services/versions";
import { versionPagePath } from "../../server/services/version-page-path";
import { dependenciesFromForm } from "./dependency-fields";
import { projectPath } from "../load";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function signedIn() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth/sign-in");
  return actorOf(viewer);
}

/** Runs a mutation; a domain error comes back to `back` as ?error=…, success goes to `next()`. */
async function run(back: string, work: () => Promise<string>): Promise<never> {
  let target: string;
  try {
    target = await work();
  } catch (error) {
    if (error instanceof AppError) {
      const url = new URL(back, "http://hopper.invalid");
      url.searchParams.set("error", error.message);
      redirect(`${url.pathname}${url.search}`);
    }
    throw error;
  }
  redirect(target);
}

export async function createProjectAction(form: FormData) {
  const actor = await signedIn();
  const values = new URLSearchParams({
    name: text(form, "name"),
    slug: text(form, "slug"),
    type: text(form, "projectType"),
    visibility: text(form, "visibility"),
  });
  await run(`/dashboard/projects?${values}`, async () => {
    const project = await createProject(db(), actor, {
      name: text(form, "name"),
      slug: text(form, "slug"),
      projectType: text(form, "projectType"),
      // The dialog does not ask for a summary; it is needed before the project is submitted for review.
      summary: text(form, "summary") || undefined,
      visibility: (text(form, "visibility") || "public") as Visibility,
    });
    return `${projectPath(project)}/settings?notice=created`;
  });
}

async function pathOf(projectId: string) {
  const project = await findProject(db(), projectId);
  return project ? projectPath(project) : "/dashboard/projects";
}

const lines = (value: string) =>
  value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

export async function updateProjectAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const section = text(form, "section");
  const before = await pathOf(projectId);
  const tab = section === "general" ? "" : `/${section}`;
  await run(`${before}/settings${tab}`, async () => {
    const patch: ProjectPatch = {};
    if (section === "general") {
      patch.name = text(form, "name");
      patch.slug = text(form, "slug");
      patch.summary = text(form, "summary");
      patch.clientSide = text(form, "clientSide");
      patch.serverSide = text(form, "serverSide");
    } else if (section === "description") {
      patch.body = text(form, "body");
    } else if (section === "license") {
      patch.licenseId = text(form, "licenseId");
      patch.licenseUrl = text(form, "licenseUrl") || null;
    } else if (section === "links") {
      patch.issuesUrl = text(form, "issuesUrl");
      patch.sourceUrl = text(form, "sourceUrl");
      patch.wikiUrl = text(form, "wikiUrl");
      patch.discordUrl = text(form, "discordUrl");
      patch.donationLinks = lines(text(form, "donations")).map((line) => {
        const [platform = "", ...rest] = line.split(/\s+/);
        return { platform, url: rest.join(" ") };
      });
    } else if (section === "tags") {
      patch.categories = form.getAll("categories").map(String);
      patch.additionalCategories = form.getAll("additionalCategories").map(String);
    }
    const project = await updateProject(db(), actor, projectId, patch);
    return `${projectPath(project)}/settings${tab}?notice=saved`;
  });
}

export async function statusAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await run(`${before}/settings`, async () => {
    const intent = text(form, "intent");
    const project =
      intent === "submit"
        ? await submitForReview(db(), actor, projectId)
        : await setProjectStatus(db(), actor, projectId, { status: text(form, "status") });
    return `${projectPath(project)}/settings?notice=${intent === "submit" ? "submitted" : "status"}`;
  });
}

export async function deleteProjectAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await run(`${before}/settings`, async () => {
    const project = await findProject(db(), projectId);
    if (!project || text(form, "confirm") !== project.slug) {
      throw new AppError("invalid_input", "Type the project's URL slug to confirm deletion.");
    }
    await deleteProject(db(), actor, projectId);
    return "/dashboard/projects?notice=deleted";
  });
}

export async function memberAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await run(`${before}/settings/members`, async () => {
    const intent = text(form, "intent");
    if (intent === "remove") {
      await removeMember(db(), actor, projectId, text(form, "userId"));
    } else if (intent === "edit") {
      await editMember(db(), actor, projectId, text(form, "userId"), {
        role: text(form, "role"),
        permissions: form.has("owner") ? undefined : permissionBits(form.getAll("permissions").map(String)),
      });
    } else if (intent === "transfer") {
      await transferOwnership(db(), actor, projectId, text(form, "userId"));
    } else if (intent === "accept") {
      await acceptInvitation(db(), actor, projectId);
    } else if (intent === "decline") {
      await declineInvitation(db(), actor, projectId);
      return "/dashboard/projects";
    } else {
      const username = text(form, "username").trim().toLowerCase();
      const user = await db().user.findUnique({ where: { usernameKey: username } });
      if (!user) throw new AppError("not_found", "User not found.");
      await inviteMember(db(), actor, projectId, {
        userId: user.id,
        role: text(form, "role") || "Member",
        permissions: permissionBits(form.getAll("permissions").map(String)),
      });
    }
    return `${before}/settings/members?notice=members`;
  });
}

export async function followAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await run(before, async () => {
    await followProject(db(), actor, projectId, text(form, "follow") === "true");
    return before;
  });
}

async function fileBytes(form: FormData, name: string): Promise<Uint8Array | null> {
  const file = form.get(name);
  if (!file || typeof file === "string" || file.size === 0) return null;
  return new Uint8Array(await file.arrayBuffer());
}

export async function mediaAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const before = await pathOf(projectId);
  await run(`${before}/settings`, async () => {
    const intent = text(form, "intent");
    if (intent === "icon") {
      const bytes = await fileBytes(form, "icon");
      if (!bytes) throw new AppError("invalid_input", "Choose an image.");
      await setProjectIcon(db(), actor, projectId, bytes);
    } else if (intent === "remove-icon") {
      await setProjectIcon(db(), actor, projectId, null);
    } else if (intent === "gallery") {
      const bytes = await fileBytes(form, "image");
      if (!bytes) throw new AppError("invalid_input", "Choose an image.");
      await addGalleryImage(db(), actor, projectId, {
        bytes,
        title: text(form, "title"),
        description: text(form, "description"),
        featured: form.has("featured"),
      });
    } else if (intent === "remove-gallery") {
      await removeGalleryImage(db(), actor, text(form, "imageId"));
    }
    return `${before}/settings?notice=saved`;
  });
}

export async function versionAction(form: FormData) {
  const actor = await signedIn();
  const versionId = text(form, "versionId");
  const back = text(form, "back") || "/dashboard/projects";
  await run(back, async () => {
    const version = await db().version.findUnique({ where: { id: versionId } });
    if (!version) throw new AppError("not_found", "Version not found.");
    const base = await pathOf(version.projectId);
    if (text(form, "intent") === "delete") {
      await deleteVersion(db(), actor, versionId);
      return `${base}/versions`;
    }
    const status = text(form, "status");
    await updateVersion(db(), actor, versionId, {
      name: text(form, "name"),
      versionNumber: text(form, "versionNumber"),
      versionType: text(form, "versionType"),
      changelog: text(form, "changelog"),
      featured: form.has("featured"),
      loaders: form.getAll("loaders").map(String),
      gameVersions: form.getAll("gameVersions").map(String),
      primaryFile: text(form, "primaryFile") || undefined,
      // A status only the platform sets (scheduled, unknown) stays unless the team picks another.
      status: status && status !== version.status ? status : undefined,
      dependencies: form.has("dependencyFields") ? dependenciesFromForm(form) : undefined,
    });
    return (await versionPagePath(db(), versionId)) ?? (await pathOf(version.projectId));
  });
}

/** Bulk actions of /dashboard/projects: submit for review, or set links on every chosen project. */
export async function bulkAction(form: FormData) {
  const actor = await signedIn();
  const ids = form.getAll("projectIds").map(String);
  const intent = text(form, "intent");
  const problems: string[] = [];
  let done = 0;
  for (const id of ids) {
    try {
      if (intent === "submit") {
        await submitForReview(db(), actor, id);
      } else {
        const patch: ProjectPatch = {};
        for (const field of ["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl"] as const) {
          const value = text(form, field).trim();
          if (value) patch[field] = value;
        }
        await updateProject(db(), actor, id, patch);
      }
      done++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const project = await findProject(db(), id);
      problems.push(`${project?.name ?? id}: ${error.message}`);
    }
  }
  const params = new URLSearchParams({ notice: `${done} of ${ids.length} projects updated.` });
  if (ids.length === 0) params.set("notice", "Choose at least one project.");
  // Not "error": that one reopens the create dialog.
  if (problems.length) params.set("bulkError", problems.join(" "));
  redirect(`/dashboard/projects?${params}`);
}
