"use server";

import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";

import { findOrganization } from "../../server/services/organizations/organizations";
import { findProject } from "../../server/services/projects/project-access";
import { projectPath } from "../load";
import { errorMessages } from "../messages/errors";
import { catalog, refusedAt, requireSignedIn, runForm, text } from "./form-runner";

// The organization forms that work without JavaScript: each reads its form and calls the procedure through the
// server-side caller (validation and authorization live there); a refusal comes back as ?error=.

async function settingsPath(organizationId: string) {
  const organization = await findOrganization(db(), organizationId);
  return organization ? `/organization/${organization.slug}/settings` : "/dashboard/organizations";
}

export async function createOrganizationAction(form: FormData) {
  await requireSignedIn("/dashboard/organizations");
  const values = new URLSearchParams({ name: text(form, "name"), slug: text(form, "slug") });
  await runForm(`/dashboard/organizations?${values}`, async () => {
    const organization = await (
      await catalog()
    ).organizations.create({
      name: text(form, "name"),
      slug: text(form, "slug"),
      description: text(form, "description"),
    });
    return `/organization/${organization.slug}`;
  });
}

export async function updateOrganizationAction(form: FormData) {
  const organizationId = text(form, "organizationId");
  const back = await settingsPath(organizationId);
  await requireSignedIn(back);
  await runForm(back, async () => {
    const caller = await catalog();
    const intent = text(form, "intent");
    // Uploading goes to POST /api/catalog/organizations/{id}/icon (a route, so the upload script shows progress).
    if (intent === "remove-icon") {
      const { slug } = await caller.organizations.setIcon({ organizationId, bytes: null });
      return `/organization/${slug}/settings?notice=saved`;
    }
    const { slug } = await caller.organizations.update({
      organizationId,
      name: text(form, "name"),
      slug: text(form, "slug"),
      description: text(form, "description"),
    });
    return `/organization/${slug}/settings?notice=saved`;
  });
}

export async function deleteOrganizationAction(form: FormData) {
  const organizationId = text(form, "organizationId");
  const back = await settingsPath(organizationId);
  await requireSignedIn(back);
  await runForm(back, async () => {
    await (await catalog()).organizations.delete({ organizationId, confirm: text(form, "confirm") });
    return "/dashboard/organizations?notice=deleted";
  });
}

/** Accept or Decline of the invitation shown on the organization's settings (member management is client-side). */
export async function organizationMemberAction(form: FormData) {
  const organizationId = text(form, "organizationId");
  const back = `${await settingsPath(organizationId)}/members`;
  await requireSignedIn(back);
  await runForm(back, async () => {
    const caller = await catalog();
    if (text(form, "intent") === "decline") {
      await caller.organizations.invitations.decline({ organizationId });
      return "/dashboard/organizations";
    }
    await caller.organizations.invitations.accept({ organizationId });
    return `${back}?notice=members`;
  });
}

/**
 * Moves a project into or out of an organization. `back` is the page the form was on (the project's settings or
 * the organization's projects settings).
 */
export async function organizationProjectAction(form: FormData) {
  const projectId = text(form, "projectId");
  const organizationId = text(form, "organizationId");
  const given = text(form, "back");
  const project = await findProject(db(), projectId);
  // Only a path on this site: never redirect elsewhere on a value from the form.
  const back = /^\/(?![/\\])/.test(given)
    ? given
    : project
      ? `${projectPath(project)}/settings/members`
      : "/dashboard/projects";
  await requireSignedIn(back);
  await runForm(back, async () => {
    const caller = await catalog();
    if (!organizationId) return refusedAt(back, (await getT(errorMessages))("organizations.chooseOrganization"));
    if (text(form, "intent") === "remove") {
      // An empty choice keeps the project's owner; a member's id hands the project to them as it leaves.
      const newOwnerId = text(form, "newOwnerId") || undefined;
      await caller.organizations.projects.remove({ organizationId, projectId, newOwnerId });
    } else await caller.organizations.projects.add({ organizationId, projectId });
    const url = new URL(back, "http://hopper.invalid");
    url.searchParams.set("notice", "organization");
    return `${url.pathname}${url.search}`;
  });
}
