// People, projects and organizations for the notifications module's invite tests, made through the catalogue's
// own services (so the invitations publish their real events), and callers of the notifications router.
import { createOrganization, createProject, inviteMember, inviteOrganizationMember } from "@hopper/catalog/server";

import type { ScopeName } from "../../core/src/auth/scopes";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import { createSession } from "../../core/src/auth/sessions";
import type { Db } from "../../core/src/db/client";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { notificationsRouter } from "../src/server/router";

const createCaller = createCallerFactory(notificationsRouter);

export const anonymousCaller = (db: Db) => createCaller({ db, viewer: null, ip: null, userAgent: null });

/** A user with `role`, its actor and the notifications router called as them through a real session. */
export async function person(db: Db, name: string, role: Role = "user") {
  const id = newId();
  const username = `${name}-${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(db, id);
  const viewer = await resolveViewer(db, { sessionId: session.id });
  return {
    id,
    username,
    actor: { userId: id, role },
    caller: createCaller({ db, viewer, ip: null, userAgent: null }),
  };
}

/** The notifications router called with a personal access token of `userId` holding only `scopes`. */
export async function tokenCaller(db: Db, userId: string, scopes: ScopeName[]) {
  const { token } = await createPersonalAccessToken(db, { userId, name: "invite test", scopes });
  const viewer = await resolveViewer(db, { authorization: token });
  return createCaller({ db, viewer, ip: null, userAgent: null });
}

/** A listed project of `owner`. */
export async function listedProject(db: Db, owner: { userId: string; role: Role }) {
  const slug = `invite-${newId().toLowerCase()}`;
  const project = await createProject(db, owner, {
    name: `Invite ${slug}`,
    slug,
    projectType: "mod",
    summary: "Made for the invite tests",
  });
  await db.project.update({ where: { id: project.id }, data: { status: "approved" } });
  return project;
}

/** `owner` invites `invitee` to a new listed project; returns the project and the invitation row. */
export async function projectInvitation(db: Db, owner: { userId: string; role: Role }, inviteeId: string) {
  const project = await listedProject(db, owner);
  const row = await inviteMember(db, owner, project.id, { userId: inviteeId, role: "Tester" });
  return { project, row };
}

/** `owner` creates an organization and invites `invitee`. */
export async function organizationInvitation(db: Db, owner: { userId: string; role: Role }, inviteeId: string) {
  const slug = `org-${newId().toLowerCase()}`;
  const organization = await createOrganization(db, owner, {
    name: `Org ${slug}`,
    slug,
    description: "Made for the invite tests",
  });
  const row = await inviteOrganizationMember(db, owner, organization.id, { userId: inviteeId, role: "Helper" });
  return { organization, row };
}
