import { describe, expect, it } from "vitest";

import { setupApi } from "./api-project-fixtures";

// The /v2 write bodies as clients written for the reference API send them (issue 13, item 1): every value the
// reference accepts is accepted with the same meaning, unknown fields are ignored, each text has a limit.

const { call, send, user, project } = setupApi("api-bodies");

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
