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
import { createProject } from "../src/server/services/projects/project-create";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-orgs-rest-");
const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

const WRITE_SCOPES: ScopeName[] = [
  "ORGANIZATION_CREATE",
  "ORGANIZATION_READ",
  "ORGANIZATION_WRITE",
  "ORGANIZATION_DELETE",
  "PROJECT_READ",
];
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let ipCounter = 0;
/** Each request from its own address, so the per-IP rate limit never interferes. */
function call<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; token?: string; body?: unknown; raw?: BodyInit; headers?: HeadersInit } = {},
) {
  ipCounter++;
  const { body, raw, ...rest } = init;
  return api.json<T>(url, {
    ...rest,
    ip: `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    headers: body === undefined ? init.headers : { "content-type": "application/json" },
  });
}

/** A user with a token; usable as the actor of the services. */
type Person = Actor & { id: string; token: string };

async function person(role: Role = "user", scopes: ScopeName[] = WRITE_SCOPES): Promise<Person> {
  const user = await makeUser(db(), role);
  const { token } = await createPersonalAccessToken(db(), { userId: user.userId, name: "org test", scopes });
  return { ...user, id: user.userId, token };
}

async function tokenFor(user: { id: string }, scopes: ScopeName[]) {
  return (await createPersonalAccessToken(db(), { userId: user.id, name: "narrow", scopes })).token;
}

/** An organization with an owner, a member without flags and one member per given flag set. */
async function fixture(flags: bigint = 0n) {
  const owner = await person();
  const org = await createOrganization(db(), owner, {
    slug: uniqueSlug("org"),
    name: "Rest Org",
    description: "Over HTTP",
  });
  const join = async (bits: bigint) => {
    const user = await person();
    await inviteOrganizationMember(db(), owner, org.id, { userId: user.id, organizationPermissions: bits });
    await acceptOrganizationInvitation(db(), user, org.id);
    return user;
  };
  return {
    owner,
    org,
    plain: await join(0n),
    flagged: await join(flags),
    stranger: await person(),
    moderator: await person("moderator"),
    admin: await person("admin"),
  };
}

async function project(owner: Actor, status = "approved") {
  const created = await createProject(db(), owner, {
    name: "Org REST project",
    slug: uniqueSlug("orgrest"),
    projectType: "mod",
    summary: "Listed by an organization",
  });
  return db().project.update({ where: { id: created.id }, data: { status } });
}

const unchanged = async (id: string) => db().organization.findUniqueOrThrow({ where: { id } });

describe("POST /v3/organization", () => {
  it("creates an organization in the v3 shape with its owner as the only member", async () => {
    const owner = await person();
    const slug = uniqueSlug("Made");
    const { status, body } = await call("/v3/organization", {
      method: "POST",
      token: owner.token,
      body: { slug, name: "Made Here", description: "Created over HTTP" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug,
      name: "Made Here",
      description: "Created over HTTP",
      icon_url: null,
      color: null,
      members: [
        {
          user: { id: owner.id },
          role: "Owner",
          is_owner: true,
          accepted: true,
          organization_permissions: 255,
          permissions: 1023,
        },
      ],
    });
    expect(body.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(body.team_id).toMatch(/^[0-9A-Za-z]{8}$/);
  });

  it("refuses anonymous callers, tokens without ORGANIZATION_CREATE and bad input, creating nothing", async () => {
    const owner = await person();
    const before = await db().organization.count();
    const valid = { slug: uniqueSlug("nope"), name: "Nope Org", description: "Never made" };
    expect(await call("/v3/organization", { method: "POST", body: valid })).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    const narrow = await tokenFor(owner, ["ORGANIZATION_READ"]);
    expect(await call("/v3/organization", { method: "POST", token: narrow, body: valid })).toMatchObject({
      status: 401,
      body: {
        error: "unauthorized",
        description: "Authentication Error: the token does not have the ORGANIZATION_CREATE scope",
      },
    });
    expect(
      await call("/v3/organization", { method: "POST", token: owner.token, body: { ...valid, slug: "a" } }),
    ).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "The URL must be between 3 and 64 characters." },
    });
    expect(
      await call("/v3/organization", {
        method: "POST",
        token: owner.token,
        body: { slug: valid.slug, name: "No desc" },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "description: description must be a string" },
    });
    expect(
      await call("/v3/organization", { method: "POST", token: owner.token, raw: "{not json", headers: {} }),
    ).toMatchObject({ status: 400, body: { error: "invalid_input", description: "The request body must be JSON." } });
    expect(await db().organization.count()).toBe(before);

    const { org } = await fixture();
    expect(
      await call("/v3/organization", {
        method: "POST",
        token: owner.token,
        body: { ...valid, slug: org.slug.toUpperCase() },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: "conflict", description: "This URL is already used by another organization." },
    });
    expect(await db().organization.count()).toBe(before + 1);
  });
});

describe("GET /v3/organization/{id}, /v3/organizations and members", () => {
  it("serves an organization by id or slug; outsiders see neither invitations nor permissions", async () => {
    const { owner, org, plain } = await fixture();
    const invited = await person();
    await inviteOrganizationMember(db(), owner, org.id, { userId: invited.id, role: "Guest" });

    const anonymous = await call(`/v3/organization/${org.slug.toUpperCase()}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ id: org.id, slug: org.slug, team_id: org.teamId, name: "Rest Org" });
    const outsiderMembers = anonymous.body.members as { user: { id: string }; permissions: unknown }[];
    expect(outsiderMembers.map((m) => m.user.id)).toEqual([owner.id, plain.id, expect.any(String)]);
    expect(outsiderMembers.every((m) => m.permissions === null)).toBe(true);

    const insider = await call<{ user: { id: string }; accepted: boolean; permissions: number | null }[]>(
      `/v3/organization/${org.id}/members`,
      { token: plain.token },
    );
    expect(insider.status).toBe(200);
    expect(insider.body.find((m) => m.user.id === invited.id)).toMatchObject({ accepted: false, permissions: 0 });
    const outside = await call<{ user: { id: string } }[]>(`/v3/organization/${org.id}/members`);
    expect(outside.body.map((m) => m.user.id)).not.toContain(invited.id);

    expect(await call("/v3/organization/zzzzzzzz")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "Organization not found." },
    });
    expect((await call("/v3/organization/zzzzzzzz/members")).status).toBe(404);
  });

  it("serves many by ids or slugs and refuses an ids value that is not a JSON array", async () => {
    const first = await fixture();
    const second = await fixture();
    const ids = encodeURIComponent(JSON.stringify([first.org.id, second.org.slug, "missing1"]));
    const { status, body } = await call<{ id: string }[]>(`/v3/organizations?ids=${ids}`);
    expect(status).toBe(200);
    expect(body.map((o) => o.id).sort()).toEqual([first.org.id, second.org.id].sort());
    for (const bad of ["", "?ids=abc", `?ids=${encodeURIComponent("[1,2]")}`]) {
      expect(await call(`/v3/organizations${bad}`)).toMatchObject({
        status: 400,
        body: { error: "invalid_input", description: 'ids must be a JSON array of strings, e.g. ["AABBCCDD"].' },
      });
    }
  });
});

describe("PATCH and DELETE /v3/organization/{id}", () => {
  it("edits only with EDIT_DETAILS (members with the flag, moderators, admins) and the write scope", async () => {
    const f = await fixture(OrganizationPermission.EDIT_DETAILS);
    const patch = (token: string | undefined, body: unknown) =>
      call(`/v3/organization/${f.org.id}`, { method: "PATCH", token, body });
    expect((await patch(undefined, { name: "Anon" })).status).toBe(401);
    expect(await patch(await tokenFor(f.owner, ["ORGANIZATION_READ"]), { name: "Scope" })).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the ORGANIZATION_WRITE scope" },
    });
    const refused = {
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to edit this organization's details." },
    };
    expect(await patch(f.stranger.token, { name: "Stranger" })).toMatchObject(refused);
    expect(await patch(f.plain.token, { name: "Plain" })).toMatchObject(refused);
    expect((await unchanged(f.org.id)).name).toBe("Rest Org");

    expect((await patch(f.flagged.token, { name: "By member" })).status).toBe(204);
    expect((await unchanged(f.org.id)).name).toBe("By member");
    expect((await patch(f.moderator.token, { description: "By moderator" })).status).toBe(204);
    const newSlug = uniqueSlug("renamed");
    expect((await patch(f.admin.token, { slug: newSlug })).status).toBe(204);
    expect(await unchanged(f.org.id)).toMatchObject({ description: "By moderator", slug: newSlug });

    expect(await patch(f.owner.token, { name: "x", description: "Still fine" })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "The name must be between 3 and 64 characters." },
    });
    // Nothing Hopper acts on (`{}` or only unknown fields): nothing changes, as on the reference.
    expect(await patch(f.owner.token, {})).toMatchObject({ status: 204 });
    expect(await patch(f.owner.token, { some_future_field: "x" })).toMatchObject({ status: 204 });
    expect(await unchanged(f.org.id)).toMatchObject({ name: "By member", description: "By moderator" });
  });

  it("deletes only with DELETE_ORGANIZATION and the delete scope; its projects stay outside it", async () => {
    const f = await fixture(OrganizationPermission.DELETE_ORGANIZATION);
    const kept = await project(f.owner);
    await addProjectToOrganization(db(), f.owner, f.org.id, kept.id);
    const remove = (token: string | undefined) => call(`/v3/organization/${f.org.id}`, { method: "DELETE", token });
    expect((await remove(undefined)).status).toBe(401);
    expect(await remove(await tokenFor(f.owner, ["ORGANIZATION_WRITE"]))).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the ORGANIZATION_DELETE scope" },
    });
    const refused = {
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to delete this organization." },
    };
    for (const who of [f.stranger, f.plain, f.moderator]) expect(await remove(who.token)).toMatchObject(refused);
    expect(await db().organization.findUnique({ where: { id: f.org.id } })).not.toBeNull();
    expect((await remove(f.flagged.token)).status).toBe(204);
    expect(await db().organization.findUnique({ where: { id: f.org.id } })).toBeNull();
    expect((await db().project.findUniqueOrThrow({ where: { id: kept.id } })).organizationId).toBeNull();

    const other = await fixture();
    expect(
      (await call(`/v3/organization/${other.org.id}`, { method: "DELETE", token: other.admin.token })).status,
    ).toBe(204);
    expect(
      (await call(`/v3/organization/${other.org.id}`, { method: "DELETE", token: other.admin.token })).status,
    ).toBe(404);
  });
});

describe("organization projects", () => {
  it("moves a project in (its owner with ADD_PROJECT), lists it in the v3 shape and names the organization", async () => {
    const f = await fixture(OrganizationPermission.ADD_PROJECT);
    const mine = await project(f.flagged);
    const hidden = await project(f.owner, "draft");
    const add = (token: string | undefined, body: unknown) =>
      call(`/v3/organization/${f.org.id}/projects`, { method: "POST", token, body });

    expect((await add(undefined, { project_id: mine.id })).status).toBe(401);
    expect(await add(await tokenFor(f.flagged, ["ORGANIZATION_READ"]), { project_id: mine.id })).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the ORGANIZATION_WRITE scope" },
    });
    // Not the project's owner, or no ADD_PROJECT: refused.
    expect(await add(f.plain.token, { project_id: (await project(f.plain)).id })).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to add projects to this organization." },
    });
    expect(await add(f.moderator.token, { project_id: mine.id })).toMatchObject({ status: 403 });
    expect(await add(f.owner.token, { project_id: mine.id })).toMatchObject({
      status: 403,
      body: { description: "Only the project's owner can add it to an organization." },
    });
    expect(await add(f.flagged.token, { project: mine.id })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "project_id: project_id must be a string" },
    });
    expect(await add(f.flagged.token, { project_id: "nosuchid" })).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "Project not found." },
    });
    expect((await db().project.findUniqueOrThrow({ where: { id: mine.id } })).organizationId).toBeNull();

    expect((await add(f.flagged.token, { project_id: mine.slug })).status).toBe(204);
    expect((await add(f.owner.token, { project_id: hidden.id })).status).toBe(204);

    const publicList = await call<Record<string, unknown>[]>(`/v3/organization/${f.org.slug}/projects`);
    expect(publicList.status).toBe(200);
    expect(publicList.body).toHaveLength(1);
    expect(publicList.body[0]).toMatchObject({
      id: mine.id,
      slug: mine.slug,
      project_types: ["mod"],
      team_id: mine.teamId,
      organization: f.org.id,
      name: "Org REST project",
      summary: "Listed by an organization",
      status: "approved",
    });
    const memberList = await call<{ id: string }[]>(`/v3/organization/${f.org.id}/projects`, { token: f.plain.token });
    expect(memberList.body.map((p) => p.id).sort()).toEqual([mine.id, hidden.id].sort());

    expect(await call(`/v3/project/${mine.slug}/organization`)).toMatchObject({
      status: 200,
      body: { id: f.org.id, slug: f.org.slug },
    });
    expect((await call(`/v3/project/${hidden.id}/organization`)).status).toBe(404);
    expect((await call(`/v3/project/${hidden.id}/organization`, { token: f.plain.token })).status).toBe(200);
    expect(await call(`/v3/project/${(await project(f.stranger)).id}/organization`)).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "This project is not in an organization." },
    });

    // Already in this organization: another one cannot take it.
    const other = await createOrganization(db(), f.flagged, {
      slug: uniqueSlug("oth"),
      name: "Other",
      description: "Two",
    });
    expect(
      await call(`/v3/organization/${other.id}/projects`, {
        method: "POST",
        token: f.flagged.token,
        body: { project_id: mine.id },
      }),
    ).toMatchObject({ status: 409, body: { error: "conflict" } });
  });

  it("takes a project out with REMOVE_PROJECT (or as its owner, or an admin)", async () => {
    const f = await fixture(OrganizationPermission.REMOVE_PROJECT);
    const [first, second, third] = [await project(f.owner), await project(f.owner), await project(f.owner)];
    for (const p of [first, second, third]) await addProjectToOrganization(db(), f.owner, f.org.id, p.id);
    const remove = (token: string | undefined, id: string) =>
      call(`/v3/organization/${f.org.id}/projects/${id}`, { method: "DELETE", token });
    expect((await remove(undefined, first.id)).status).toBe(401);
    expect((await remove(await tokenFor(f.flagged, ["ORGANIZATION_READ"]), first.id)).status).toBe(401);
    const refused = {
      status: 403,
      body: {
        error: "forbidden",
        description: "You do not have permission to remove projects from this organization.",
      },
    };
    for (const who of [f.stranger, f.plain, f.moderator])
      expect(await remove(who.token, first.id)).toMatchObject(refused);
    expect((await db().project.findUniqueOrThrow({ where: { id: first.id } })).organizationId).toBe(f.org.id);

    expect((await remove(f.flagged.token, first.id)).status).toBe(204);
    expect((await remove(f.admin.token, second.id)).status).toBe(204);
    expect((await remove(f.owner.token, third.id)).status).toBe(204);
    expect(await remove(f.owner.token, third.id)).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "This project is not in this organization." },
    });
    expect(await db().project.count({ where: { organizationId: f.org.id } })).toBe(0);
  });
});

describe("organization icon", () => {
  it("sets and removes the icon with EDIT_DETAILS; refuses other files and big ones without changing it", async () => {
    const f = await fixture(OrganizationPermission.EDIT_DETAILS);
    const icon = (token: string | undefined, raw: BodyInit, method = "PATCH") =>
      call(`/v3/organization/${f.org.id}/icon?ext=png`, {
        method,
        token,
        raw,
        headers: { "content-type": "image/png" },
      });
    expect((await icon(undefined, PNG)).status).toBe(401);
    expect((await icon(await tokenFor(f.owner, ["ORGANIZATION_READ"]), PNG)).status).toBe(401);
    const refused = { status: 403, body: { error: "forbidden" } };
    expect(await icon(f.stranger.token, PNG)).toMatchObject(refused);
    expect(await icon(f.plain.token, PNG)).toMatchObject(refused);

    expect((await icon(f.flagged.token, PNG)).status).toBe(204);
    const { body } = await call(`/v3/organization/${f.org.id}`);
    expect(body.icon_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/cdn/data/organizations/${f.org.id}/`));
    const stored = (await unchanged(f.org.id)).iconUrl;

    expect(await icon(f.owner.token, "not an image")).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "Upload a PNG, JPEG, GIF or WebP image." },
    });
    expect(await icon(f.owner.token, new Uint8Array(300 * 1024))).toMatchObject({
      status: 413,
      body: { error: "payload_too_large", description: "The icon must be at most 256 KiB." },
    });
    expect((await unchanged(f.org.id)).iconUrl).toBe(stored);

    expect((await icon(f.moderator.token, PNG)).status).toBe(204);
    expect((await call(`/v3/organization/${f.org.id}/icon`, { method: "DELETE", token: f.plain.token })).status).toBe(
      403,
    );
    expect((await call(`/v3/organization/${f.org.id}/icon`, { method: "DELETE", token: f.admin.token })).status).toBe(
      204,
    );
    expect((await unchanged(f.org.id)).iconUrl).toBeNull();
  });
});

describe("GET /v3/user/{id}/organizations", () => {
  it("lists the organizations a user is an accepted member of", async () => {
    const f = await fixture();
    const invited = await person();
    await inviteOrganizationMember(db(), f.owner, f.org.id, { userId: invited.id });
    const mine = await call<{ id: string }[]>(`/v3/user/${f.plain.id}/organizations`);
    expect(mine).toMatchObject({ status: 200, body: [{ id: f.org.id }] });
    expect((await call<unknown[]>(`/v3/user/${invited.id}/organizations`)).body).toEqual([]);
    expect(await call("/v3/user/nobody-here/organizations")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "User not found." },
    });
  });
});
