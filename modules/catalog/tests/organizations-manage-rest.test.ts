// The organization settings' API from outside, over real HTTP: the members' default (project) permissions behind
// EDIT_MEMBER_DEFAULT_PERMISSIONS, ownership transfer, taking a project out to a new owner, and reads that
// show members' permissions only to tokens with ORGANIZATION_READ. Each as anonymous, another user, a member
// without the flag, a member with it, the owner, a moderator, an admin and a token without the scope.

import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "@hopper/core/auth";
import type { Actor, ScopeName } from "@hopper/core/auth";
import type { Role } from "@hopper/core/db";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import {
  acceptOrganizationInvitation,
  inviteOrganizationMember,
} from "../src/server/services/organizations/organization-members";
import { OrganizationPermission } from "../src/server/services/organizations/organization-permissions";
import { addProjectToOrganization } from "../src/server/services/organizations/organization-projects";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { ProjectPermission } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { callerFor } from "./callers";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-orgs-manage-");
const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

const SCOPES: ScopeName[] = [
  "ORGANIZATION_READ",
  "ORGANIZATION_WRITE",
  "ORGANIZATION_DELETE",
  "PROJECT_READ",
  "PROJECT_WRITE",
];

let ipCounter = 0;
/** Each request from its own address, so the per-IP rate limit never interferes. */
function call<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; raw?: string } = {},
) {
  ipCounter++;
  const { body, raw, ...rest } = init;
  return api.json<T>(url, {
    ...rest,
    ip: `10.11.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    headers: body === undefined && raw === undefined ? undefined : { "content-type": "application/json" },
  });
}

type Person = Actor & { id: string; username: string; token: string };

async function person(role: Role = "user", scopes: ScopeName[] = SCOPES): Promise<Person> {
  const user = await makeUser(db(), role);
  const { token } = await createPersonalAccessToken(db(), { userId: user.userId, name: "org manage", scopes });
  const { username } = await db().user.findUniqueOrThrow({ where: { id: user.userId } });
  return { ...user, id: user.userId, username, token };
}

const tokenFor = async (user: { id: string }, scopes: ScopeName[]) =>
  (await createPersonalAccessToken(db(), { userId: user.id, name: "narrow", scopes })).token;

const rowOf = (teamId: string, userId: string) =>
  db().teamMember.findUnique({ where: { teamId_userId: { teamId, userId } } });

/** An organization with an owner, a member without flags, a member with `flags` and outsiders. */
async function fixture(flags: bigint = 0n, flaggedProjectBits = 0n) {
  const owner = await person();
  const org = await createOrganization(db(), owner, {
    slug: uniqueSlug("manage"),
    name: "Managed Org",
    description: "Managed over HTTP",
  });
  const join = async (bits: bigint, projectBits = 0n) => {
    const user = await person();
    await inviteOrganizationMember(db(), owner, org.id, {
      userId: user.id,
      organizationPermissions: bits,
      permissions: projectBits,
    });
    await acceptOrganizationInvitation(db(), user, org.id);
    return user;
  };
  return {
    owner,
    org,
    plain: await join(0n),
    flagged: await join(flags, flaggedProjectBits),
    stranger: await person(),
    moderator: await person("moderator"),
    admin: await person("admin"),
  };
}

async function project(owner: Actor) {
  const created = await createProject(db(), owner, {
    name: "Managed project",
    slug: uniqueSlug("managed"),
    projectType: "mod",
    summary: "Moves between owners",
  });
  return db().project.update({ where: { id: created.id }, data: { status: "approved" } });
}

const DEFAULTS_REFUSED = {
  status: 403,
  body: { error: "forbidden", description: "You do not have permission to edit the default permissions of members." },
};

describe("default member permissions (EDIT_MEMBER_DEFAULT_PERMISSIONS)", () => {
  it("changing a member's project permissions needs EDIT_MEMBER_DEFAULT_PERMISSIONS besides EDIT_MEMBER", async () => {
    const f = await fixture(OrganizationPermission.EDIT_MEMBER);
    const both = await person();
    const team = f.org.teamId;
    await inviteOrganizationMember(db(), f.owner, f.org.id, {
      userId: both.id,
      organizationPermissions:
        OrganizationPermission.EDIT_MEMBER | OrganizationPermission.EDIT_MEMBER_DEFAULT_PERMISSIONS,
      permissions: ProjectPermission.UPLOAD_VERSION | ProjectPermission.EDIT_BODY,
    });
    await acceptOrganizationInvitation(db(), both, f.org.id);
    const edit = (token: string | undefined, body: unknown) =>
      call(`/v2/team/${team}/members/${f.plain.id}`, { method: "PATCH", token, body });
    const upload = { permissions: Number(ProjectPermission.UPLOAD_VERSION) };

    expect((await edit(undefined, upload)).status).toBe(401);
    expect((await edit(await tokenFor(f.owner, ["PROJECT_READ"]), upload)).status).toBe(401);
    for (const who of [f.stranger, f.plain, f.moderator]) {
      expect(await edit(who.token, upload)).toMatchObject({ status: 403, body: { error: "forbidden" } });
    }
    // EDIT_MEMBER alone: the role and the organization flags, not the project permissions.
    expect(await edit(f.flagged.token, upload)).toMatchObject(DEFAULTS_REFUSED);
    expect((await rowOf(team, f.plain.id))!.permissions).toBe(0n);
    expect((await edit(f.flagged.token, { role: "Tester", permissions: 0 })).status).toBe(204);
    expect((await rowOf(team, f.plain.id))!.role).toBe("Tester");
    // With both flags: only the project bits the editor holds.
    expect((await edit(both.token, upload)).status).toBe(204);
    expect((await rowOf(team, f.plain.id))!.permissions).toBe(ProjectPermission.UPLOAD_VERSION);
    expect(await edit(both.token, { permissions: Number(ProjectPermission.DELETE_PROJECT) })).toMatchObject({
      status: 403,
      body: { description: "You cannot give permissions you do not have." },
    });
    expect((await edit(f.owner.token, { permissions: Number(ProjectPermission.DELETE_VERSION) })).status).toBe(204);
    expect((await edit(f.admin.token, { permissions: 0 })).status).toBe(204);
    expect(await edit(f.owner.token, { permissions: 1 << 20 })).toMatchObject({
      status: 400,
      body: {
        error: "invalid_input",
        description: "permissions: permissions has unknown bits (the project bits are 0–9)",
      },
    });
  });

  it("an invitation carrying project permissions needs EDIT_MEMBER_DEFAULT_PERMISSIONS", async () => {
    const f = await fixture(
      OrganizationPermission.MANAGE_INVITES | OrganizationPermission.EDIT_MEMBER_DEFAULT_PERMISSIONS,
      ProjectPermission.UPLOAD_VERSION,
    );
    const inviter = await person();
    await inviteOrganizationMember(db(), f.owner, f.org.id, {
      userId: inviter.id,
      organizationPermissions: OrganizationPermission.MANAGE_INVITES,
    });
    await acceptOrganizationInvitation(db(), inviter, f.org.id);
    const invite = (token: string, user: Person, permissions: number) =>
      call(`/v2/team/${f.org.teamId}/members`, { method: "POST", token, body: { user_id: user.id, permissions } });
    const [first, second, third] = [await person(), await person(), await person()];
    expect(await invite(inviter.token, first, Number(ProjectPermission.UPLOAD_VERSION))).toMatchObject(
      DEFAULTS_REFUSED,
    );
    expect(await rowOf(f.org.teamId, first.id)).toBeNull();
    expect((await invite(inviter.token, first, 0)).status).toBe(204);
    expect((await invite(f.flagged.token, second, Number(ProjectPermission.UPLOAD_VERSION))).status).toBe(204);
    expect(await rowOf(f.org.teamId, second.id)).toMatchObject({
      accepted: false,
      permissions: ProjectPermission.UPLOAD_VERSION,
    });
    expect((await invite(f.admin.token, third, Number(ProjectPermission.DELETE_PROJECT))).status).toBe(204);
  });
});

describe("PATCH /v2/team/{id}/owner on an organization's team", () => {
  it("moves ownership to an accepted member, by the owner or an admin only", async () => {
    const f = await fixture(
      OrganizationPermission.EDIT_MEMBER | OrganizationPermission.REMOVE_MEMBER | OrganizationPermission.MANAGE_INVITES,
    );
    const team = f.org.teamId;
    const transfer = (token: string | undefined, body: unknown) =>
      call(`/v2/team/${team}/owner`, { method: "PATCH", token, body });
    expect((await transfer(undefined, { user_id: f.plain.id })).status).toBe(401);
    expect((await transfer(await tokenFor(f.owner, ["ORGANIZATION_WRITE"]), { user_id: f.plain.id })).status).toBe(401);
    const refused = {
      status: 403,
      body: { error: "forbidden", description: "Only the organization's owner can transfer its ownership." },
    };
    for (const who of [f.stranger, f.plain, f.flagged, f.moderator]) {
      expect(await transfer(who.token, { user_id: f.plain.id })).toMatchObject(refused);
    }
    expect((await rowOf(team, f.owner.id))!.isOwner).toBe(true);

    const invited = await person();
    await inviteOrganizationMember(db(), f.owner, f.org.id, { userId: invited.id });
    expect(await transfer(f.owner.token, { user_id: invited.id })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "The new owner must be a member who has accepted the invitation." },
    });
    expect(await transfer(f.owner.token, { user_id: f.stranger.id })).toMatchObject({
      status: 404,
      body: { description: "This user is not a member of the organization." },
    });
    expect(await transfer(f.owner.token, { user_id: 12 })).toMatchObject({ status: 400 });
    expect((await rowOf(team, f.owner.id))!.isOwner).toBe(true);

    expect((await transfer(f.owner.token, { user_id: f.plain.username })).status).toBe(204);
    expect(await rowOf(team, f.plain.id)).toMatchObject({ isOwner: true, organizationPermissions: 255n });
    expect(await rowOf(team, f.owner.id)).toMatchObject({ isOwner: false, accepted: true });
    // The new owner holds every flag at once; the old one may now be removed by them.
    const { body } = await call<{ members: { user: { id: string }; is_owner: boolean }[] }>(
      `/v3/organization/${f.org.id}`,
    );
    expect(body.members.filter((member) => member.is_owner).map((member) => member.user.id)).toEqual([f.plain.id]);
    expect((await transfer(f.admin.token, { user_id: f.flagged.id })).status).toBe(204);
    expect((await rowOf(team, f.flagged.id))!.isOwner).toBe(true);
    expect(await db().teamMember.count({ where: { teamId: team, isOwner: true } })).toBe(1);
  });
});

describe("DELETE /v3/organization/{id}/projects/{project} with new_owner", () => {
  it("hands the project to an accepted member of the organization as it leaves", async () => {
    const f = await fixture(OrganizationPermission.REMOVE_PROJECT);
    const [first, second, third] = [await project(f.owner), await project(f.owner), await project(f.owner)];
    for (const p of [first, second, third]) await addProjectToOrganization(db(), f.owner, f.org.id, p.id);
    const remove = (token: string | undefined, id: string, body?: unknown, raw?: string) =>
      call(`/v3/organization/${f.org.id}/projects/${id}`, { method: "DELETE", token, body, raw });
    const inOrg = async (id: string) => (await db().project.findUniqueOrThrow({ where: { id } })).organizationId;

    expect((await remove(undefined, first.id, { new_owner: f.plain.id })).status).toBe(401);
    expect(
      (await remove(await tokenFor(f.flagged, ["ORGANIZATION_READ"]), first.id, { new_owner: f.plain.id })).status,
    ).toBe(401);
    for (const who of [f.stranger, f.plain, f.moderator]) {
      expect(await remove(who.token, first.id, { new_owner: f.plain.id })).toMatchObject({
        status: 403,
        body: { description: "You do not have permission to remove projects from this organization." },
      });
    }
    // Bad input: 4xx with a clear message, nothing changes.
    expect(await remove(f.flagged.token, first.id, { new_owner: f.stranger.id })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "The new owner must be a member of this organization." },
    });
    expect(await remove(f.flagged.token, first.id, { new_owner: "no-such-user-anywhere" })).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "The requested user was not found." },
    });
    expect(await remove(f.flagged.token, first.id, { new_owner: 7 })).toMatchObject({
      status: 400,
      body: { error: "invalid_input" },
    });
    expect(await remove(f.flagged.token, first.id, undefined, "{not json")).toMatchObject({
      status: 400,
      body: { description: "The request body must be JSON." },
    });
    expect(await inOrg(first.id)).toBe(f.org.id);

    // A member with REMOVE_PROJECT gives it to a plain member, who joins the project's team as its owner.
    expect((await remove(f.flagged.token, first.id, { new_owner: f.plain.username })).status).toBe(204);
    expect(await inOrg(first.id)).toBeNull();
    expect(await rowOf(first.teamId, f.plain.id)).toMatchObject({ isOwner: true, accepted: true });
    expect(await rowOf(first.teamId, f.owner.id)).toMatchObject({ isOwner: false, accepted: true });
    expect(await db().teamMember.count({ where: { teamId: first.teamId, isOwner: true } })).toBe(1);

    // An admin hands another to the flagged member; the owner takes the third out keeping it.
    expect((await remove(f.admin.token, second.id, { new_owner: f.flagged.id })).status).toBe(204);
    expect((await rowOf(second.teamId, f.flagged.id))!.isOwner).toBe(true);
    expect((await remove(f.owner.token, third.id)).status).toBe(204);
    expect((await rowOf(third.teamId, f.owner.id))!.isOwner).toBe(true);
  });
});

describe("reads with and without ORGANIZATION_READ", () => {
  it("shows members' permissions and invitations only to members whose token may read organizations", async () => {
    const f = await fixture(OrganizationPermission.ADD_PROJECT, ProjectPermission.UPLOAD_VERSION);
    const invited = await person();
    await inviteOrganizationMember(db(), f.owner, f.org.id, { userId: invited.id });
    type Member = { user: { id: string }; permissions: number | null; organization_permissions: number | null };
    const members = async (token?: string) =>
      (await call<Member[]>(`/v3/organization/${f.org.id}/members`, { token })).body;
    const narrow = await tokenFor(f.owner, ["PROJECT_READ"]);
    for (const token of [undefined, narrow, f.stranger.token]) {
      const seen = await members(token);
      expect(seen.map((member) => member.user.id)).not.toContain(invited.id);
      expect(seen.every((member) => member.permissions === null && member.organization_permissions === null)).toBe(
        true,
      );
    }
    const inside = await members(f.plain.token);
    expect(inside.map((member) => member.user.id)).toContain(invited.id);
    expect(inside.find((member) => member.user.id === f.flagged.id)).toMatchObject({
      permissions: Number(ProjectPermission.UPLOAD_VERSION),
      organization_permissions: Number(OrganizationPermission.ADD_PROJECT),
    });
    const { body } = await call<{ members: Member[] }>(`/v3/organization/${f.org.slug}`, { token: narrow });
    expect(body.members.every((member) => member.organization_permissions === null)).toBe(true);
    expect((await call<unknown[]>(`/v3/organization/${f.org.id}/members`, { token: f.admin.token })).body).toHaveLength(
      4,
    );
  });

  it("the settings' members procedure names the flags only for members and staff", async () => {
    const f = await fixture(OrganizationPermission.ADD_PROJECT);
    const list = async (who: Actor) =>
      (await callerFor(db(), who)).organizations.members.list({ organizationId: f.org.id });
    const flagsOf = (rows: Awaited<ReturnType<typeof list>>) =>
      rows.find((row) => row.userId === f.flagged.id)?.organizationPermissions;
    expect(flagsOf(await list(f.stranger))).toEqual([]);
    expect(flagsOf(await list(f.plain))).toEqual(["ADD_PROJECT"]);
    expect(flagsOf(await list(f.moderator))).toEqual(["ADD_PROJECT"]);
  });

  it("transfers ownership and takes a project out to a new owner through the settings' procedures", async () => {
    const f = await fixture(OrganizationPermission.REMOVE_PROJECT);
    const mine = await project(f.owner);
    await addProjectToOrganization(db(), f.owner, f.org.id, mine.id);
    const flagged = await callerFor(db(), f.flagged);
    await expect(
      flagged.organizations.members.transfer({ organizationId: f.org.id, userId: f.flagged.id }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await flagged.organizations.projects.remove({
      organizationId: f.org.id,
      projectId: mine.id,
      newOwnerId: f.plain.id,
    });
    expect((await rowOf(mine.teamId, f.plain.id))!.isOwner).toBe(true);
    const owner = await callerFor(db(), f.owner);
    await owner.organizations.members.transfer({ organizationId: f.org.id, userId: f.flagged.id });
    expect((await rowOf(f.org.teamId, f.flagged.id))!.isOwner).toBe(true);
  });
});
