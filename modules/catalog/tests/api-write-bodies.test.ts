import { describe, expect, it } from "vitest";

import { TOKEN_SCOPES, setupApi } from "./api-project-fixtures";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { VALID_FILES } from "./archives";
import { uniqueSlug } from "./helpers";

// The /v2 write bodies as clients written for the reference API send them (issue 13, item 1): every value the
// reference accepts is accepted with the same meaning, unknown fields are ignored, each text has a limit.

const { database, call, send, user, project, tokenFor } = setupApi("api-bodies");

let counter = 0;
const slug = () => `bodies-${Date.now().toString(36)}-${++counter}`;

function form(data: unknown) {
  const body = new FormData();
  body.set("data", JSON.stringify(data));
  return body;
}

const create = (token: string, data: unknown) =>
  call<Record<string, unknown>>("/v2/project", { method: "POST", token, body: form(data) });

describe("POST /v2/project as a launcher library sends it", () => {
  it("accepts requested_status draft with status draft, is_draft and no initial versions", async () => {
    const creator = await user();
    const data = {
      slug: slug(),
      title: "Library Project",
      description: "Created by a launcher library",
      body: "",
      project_type: "mod",
      requested_status: "draft",
      status: "draft",
      is_draft: true,
      initial_versions: [],
      team_members: [],
      categories: [],
      client_side: "required",
      server_side: "optional",
      license_id: "MIT",
    };
    const { status, body } = await create(creator.token, data);
    expect(body).toMatchObject({ slug: data.slug, status: "draft", requested_status: "draft" });
    expect(status).toBe(200);
  });

  it("accepts every requestable status as requested_status, with the same meaning, and refuses others", async () => {
    const creator = await user();
    for (const requested of ["approved", "archived", "unlisted", "private", "draft"]) {
      const data = { slug: slug(), title: "Requested", description: "A requested status", project_type: "mod" };
      const { status, body } = await create(creator.token, { ...data, requested_status: requested, is_draft: true });
      expect({ status, requested: body.requested_status, now: body.status }).toEqual({
        status: 200,
        requested,
        now: "draft",
      });
    }
    const refused = await create(creator.token, {
      slug: slug(),
      title: "Requested",
      description: "A requested status",
      project_type: "mod",
      requested_status: "rejected",
      is_draft: true,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { description: "The requested status must be approved, archived, unlisted, private or draft." },
    });
  });

  it("ignores fields it does not know and refuses text past its limit with the field's name", async () => {
    const creator = await user();
    const data = {
      slug: slug(),
      title: "Ignoring",
      description: "Unknown fields",
      project_type: "mod",
      is_draft: true,
    };
    const ignored = await create(creator.token, {
      ...data,
      uploaded_images: [],
      some_future_field: { nested: true },
      monetization_status: "monetized",
    });
    expect(ignored.status).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "x".repeat(65) }, "title: The title must be at most 64 characters."],
      [{ body: "x".repeat(65_537) }, "body: The description must be at most 65536 characters."],
      [{ title: "Bad\u0007Title" }, "title: The title must not contain control characters."],
      [
        { source_url: `https://example.com/${"x".repeat(2048)}` },
        "source_url: source_url must be at most 2048 characters.",
      ],
    ];
    for (const [change, description] of cases) {
      const { status, body } = await create(creator.token, { ...data, slug: slug(), ...change });
      expect({ status, body }).toEqual({ status: 400, body: { error: "invalid_input", description } });
    }
  });
});

describe("PATCH /v2/project and /v2/projects", () => {
  it("answers 204 and changes nothing for a body with no field Hopper acts on", async () => {
    const target = await project();
    const before = await call<Record<string, unknown>>(`/v2/project/${target.id}`, { token: target.owner.token });
    for (const body of [{}, { some_future_field: 1 }, { monetization_status: "monetized" }]) {
      expect((await send("PATCH", `/v2/project/${target.id}`, target.owner.token, body)).status).toBe(204);
      const route = `/v2/projects?ids=${encodeURIComponent(JSON.stringify([target.id]))}`;
      expect((await send("PATCH", route, target.owner.token, body)).status).toBe(204);
    }
    const after = await call<Record<string, unknown>>(`/v2/project/${target.id}`, { token: target.owner.token });
    expect(after.body).toEqual(before.body);
  });

  it("lets an approved project's team take it back to draft (a requestable status)", async () => {
    const target = await project();
    expect((await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { status: "draft" })).status).toBe(204);
    const { body } = await call<Record<string, unknown>>(`/v2/project/${target.id}`, { token: target.owner.token });
    expect(body.status).toBe("draft");
    expect((await call(`/v2/project/${target.id}`)).status).toBe(404);
  });
});

describe("version bodies", () => {
  it("POST /v2/version takes status, file_types and ignored fields; PATCH ignores unknown fields and limits text", async () => {
    const target = await project();
    const form = new FormData();
    form.set(
      "data",
      JSON.stringify({
        project_id: target.id,
        name: "Draft build",
        version_number: "2.0.0",
        changelog: "Not yet",
        version_type: "beta",
        loaders: ["fabric"],
        game_versions: ["1.20.1"],
        featured: false,
        status: "draft",
        requested_status: "listed",
        file_parts: ["main"],
        primary_file: "main",
        file_types: { main: null },
        uploaded_images: [],
        ordering: 3,
        environment: "client_and_server",
        some_future_field: true,
      }),
    );
    form.set("main", new Blob([Buffer.from(VALID_FILES.fabric.bytes())]), `bodies-${target.id}.jar`);
    const created = await call<{ id: string; status: string }>("/v2/version", {
      method: "POST",
      token: target.owner.token,
      body: form,
    });
    expect({ status: created.status, version: created.body.status }).toEqual({ status: 200, version: "draft" });
    // A draft is not listed to visitors.
    expect((await call(`/v2/version/${created.body.id}`)).status).toBe(404);
    const route = `/v2/version/${created.body.id}`;
    expect((await send("PATCH", route, target.owner.token, { ordering: 1, downloads: 5, other: "x" })).status).toBe(
      204,
    );
    expect(await send("PATCH", route, target.owner.token, { changelog: "x".repeat(65_537) })).toMatchObject({
      status: 400,
      body: { description: "changelog: The changelog must be at most 65536 characters." },
    });
    expect(await send("PATCH", route, target.owner.token, { name: "x".repeat(65) })).toMatchObject({
      status: 400,
      body: { description: "name: The version name must be at most 64 characters." },
    });
  });
});

describe("team, organization, collection and user bodies", () => {
  it("POST and PATCH /v2/team/{organization team}/members set organization_permissions", async () => {
    const owner = await user();
    const organization = await createOrganization(database.db, owner.actor, {
      slug: uniqueSlug("bodies-org"),
      name: "Bodies Org",
      description: "Organization of the body tests",
    });
    const invitee = await user();
    const team = `/v2/team/${organization.teamId}/members`;
    const invited = await send("POST", team, owner.token, {
      user_id: invitee.id,
      role: "Artist",
      permissions: 1,
      organization_permissions: 3,
      payouts_split: 0,
      ordering: 2,
      unknown_field: 1,
    });
    expect(invited.status).toBe(204);
    const row = () =>
      database.db.teamMember.findUniqueOrThrow({
        where: { teamId_userId: { teamId: organization.teamId, userId: invitee.id } },
      });
    expect((await row()).organizationPermissions).toBe(3n);
    const edited = await send("PATCH", `${team}/${invitee.id}`, owner.token, { organization_permissions: 1 });
    expect(edited.status).toBe(204);
    expect((await row()).organizationPermissions).toBe(1n);
    expect(await send("PATCH", `${team}/${invitee.id}`, owner.token, { role: "x".repeat(65) })).toMatchObject({
      status: 400,
      body: { description: "role: The role must be at most 64 characters." },
    });
  });

  it("PATCH /v3/organization, POST /v3/collection and PATCH /v2/user ignore unknown fields", async () => {
    const owner = await user();
    const organization = await createOrganization(database.db, owner.actor, {
      slug: uniqueSlug("bodies-edit"),
      name: "Bodies Edit",
      description: "Organization to edit",
    });
    const orgToken = await tokenFor(owner.id, [...TOKEN_SCOPES, "ORGANIZATION_WRITE", "COLLECTION_CREATE"]);
    expect((await send("PATCH", `/v3/organization/${organization.id}`, orgToken, { icon_url: "x" })).status).toBe(204);
    const collection = await send("POST", "/v3/collection", orgToken, {
      name: "Body picks",
      description: "Picked",
      projects: [],
      status: "listed",
      future: 1,
    });
    expect(collection.status).toBe(200);
    const self = await send("PATCH", `/v2/user/${owner.id}`, owner.token, {
      bio: "Hello",
      name: "Display",
      badges: 0,
      role: "developer",
      future: [],
    });
    expect(self.status).toBe(204);
  });

  it("PATCH /v2/user takes role from admins only, with the reference's names", async () => {
    const target = await user();
    const admin = await user("admin");
    expect(await send("PATCH", `/v2/user/${target.id}`, target.token, { role: "admin" })).toMatchObject({
      status: 403,
      body: { description: "Only admins can change a user's role." },
    });
    expect((await send("PATCH", `/v2/user/${target.id}`, admin.token, { role: "moderator" })).status).toBe(204);
    expect((await database.db.user.findUniqueOrThrow({ where: { id: target.id } })).role).toBe("moderator");
    expect(await send("PATCH", `/v2/user/${target.id}`, admin.token, { role: "owner" })).toMatchObject({
      status: 400,
      body: { description: "role must be developer, moderator or admin." },
    });
  });
});
