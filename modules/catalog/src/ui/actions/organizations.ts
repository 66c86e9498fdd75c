"use server";

import { redirect } from "next/navigation";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { getViewer } from "@hopper/ui/server/viewer";

import {
  acceptOrganizationInvitation,
  declineOrganizationInvitation,
  editOrganizationMember,
  inviteOrganizationMember,
  removeOrganizationMember,
} from "../../server/services/organization-members";
import { organizationPermissionBits } from "../../server/services/organization-permissions";
import { addProjectToOrganization, removeProjectFromOrganization } from "../../server/services/organization-projects";
import {
  createOrganization,
  deleteOrganization,
  findOrganization,
  setOrganizationIcon,
  updateOrganization,
} from "../../server/services/organizations";
import { permissionBits } from "../../server/services/permissions";
import { findProject } from "../../server/services/projects";
import { projectPath } from "../load";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

async function signedIn() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth/sign-in");
  return actorOf(viewer);
}

/** Runs a mutation; a domain error comes back to `back` as ?error=…, success goes to the returned path. */
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

async function settingsPath(organizationId: string) {
  const organization = await findOrganization(db(), organizationId);
  return organization ? `/organization/${organization.slug}/settings` : "/dashboard/organizations";
}

export async function createOrganizationAction(form: FormData) {
  const actor = await signedIn();
  const values = new URLSearchParams({ name: text(form, "name"), slug: text(form, "slug") });
  await run(`/dashboard/organizations?${values}`, async () => {
    const organization = await createOrganization(db(), actor, {
      name: text(form, "name"),
      slug: text(form, "slug"),
      description: text(form, "description"),
    });
    return `/organization/${organization.slug}`;
  });
}

export async function updateOrganizationAction(form: FormData) {
  const actor = await signedIn();
  const organizationId = text(form, "organizationId");
  await run(await settingsPath(organizationId), async () => {
    const intent = text(form, "intent");
    let slug: string;
    if (intent === "icon" || intent === "remove-icon") {
      const file = form.get("icon");
      const bytes =
        intent === "icon" && file && typeof file !== "string" && file.size > 0
          ? new Uint8Array(await file.arrayBuffer())
          : null;
      if (intent === "icon" && !bytes) throw new AppError("invalid_input", "Choose an image.");
      slug = (await setOrganizationIcon(db(), actor, organizationId, bytes)).slug;
    } else {
      slug = (
        await updateOrganization(db(), actor, organizationId, {
          name: text(form, "name"),
          slug: text(form, "slug"),
          description: text(form, "description"),
        })
      ).slug;
    }
    return `/organization/${slug}/settings?notice=saved`;
  });
}

export async function deleteOrganizationAction(form: FormData) {
  const actor = await signedIn();
  const organizationId = text(form, "organizationId");
  await run(await settingsPath(organizationId), async () => {
    const organization = await findOrganization(db(), organizationId);
    if (!organization || text(form, "confirm") !== organization.slug) {
      throw new AppError("invalid_input", "Type the organization's URL slug to confirm deletion.");
    }
    await deleteOrganization(db(), actor, organizationId);
    return "/dashboard/organizations?notice=deleted";
  });
}

export async function organizationMemberAction(form: FormData) {
  const actor = await signedIn();
  const organizationId = text(form, "organizationId");
  const back = `${await settingsPath(organizationId)}/members`;
  await run(back, async () => {
    const intent = text(form, "intent");
    if (intent === "accept") {
      await acceptOrganizationInvitation(db(), actor, organizationId);
    } else if (intent === "decline") {
      await declineOrganizationInvitation(db(), actor, organizationId);
      return "/dashboard/organizations";
    } else if (intent === "remove") {
      await removeOrganizationMember(db(), actor, organizationId, text(form, "userId"));
      if (text(form, "userId") === actor?.userId) return "/dashboard/organizations";
    } else if (intent === "edit") {
      await editOrganizationMember(db(), actor, organizationId, text(form, "userId"), {
        role: text(form, "role"),
        permissions: permissionBits(form.getAll("permissions").map(String)),
        organizationPermissions: organizationPermissionBits(form.getAll("organizationPermissions").map(String)),
      });
    } else {
      const username = text(form, "username").trim().toLowerCase();
      const user = await db().user.findUnique({ where: { usernameKey: username } });
      if (!user) throw new AppError("not_found", "User not found.");
      await inviteOrganizationMember(db(), actor, organizationId, {
        userId: user.id,
        role: text(form, "role") || "Member",
        permissions: permissionBits(form.getAll("permissions").map(String)),
        organizationPermissions: organizationPermissionBits(form.getAll("organizationPermissions").map(String)),
      });
    }
    return `${back}?notice=members`;
  });
}

/**
 * Moves a project into or out of an organization. `back` is the page the form was on (the project's settings or
 * the organization's projects settings).
 */
export async function organizationProjectAction(form: FormData) {
  const actor = await signedIn();
  const projectId = text(form, "projectId");
  const organizationId = text(form, "organizationId");
  const project = await findProject(db(), projectId);
  const given = text(form, "back");
  // Only a path on this site: never redirect elsewhere on a value from the form.
  const back = /^\/(?![/\\])/.test(given)
    ? given
    : project
      ? `${projectPath(project)}/settings/members`
      : "/dashboard/projects";
  await run(back, async () => {
    if (!organizationId) throw new AppError("invalid_input", "Choose an organization.");
    if (text(form, "intent") === "remove") {
      await removeProjectFromOrganization(db(), actor, organizationId, projectId);
    } else {
      await addProjectToOrganization(db(), actor, organizationId, projectId);
    }
    const url = new URL(back, "http://hopper.invalid");
    url.searchParams.set("notice", "organization");
    return `${url.pathname}${url.search}`;
  });
}
