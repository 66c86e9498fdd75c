import { describe, expect, it } from "vitest";

import { storage } from "@hopper/core/storage";

import { NO_VERSIONS_FOR_REVIEW } from "../src/server/services/projects/project-review";
import { VALID_FILES } from "./archives";
import { PNG, setupApi } from "./api-project-fixtures";

const { database, call, user, tokenFor, project, events } = setupApi("api-create");

let counter = 0;
const slug = () => `created-${Date.now().toString(36)}-${++counter}`;

function form(data: unknown, parts: Record<string, Blob> = {}) {
  const body = new FormData();
  body.set("data", typeof data === "string" ? data : JSON.stringify(data));
  for (const [name, blob] of Object.entries(parts)) body.set(name, blob, name === "icon" ? "icon.png" : `${name}.jar`);
  return body;
}

const create = (token: string | undefined, body: FormData) =>
  call<Record<string, unknown>>("/v2/project", { method: "POST", token, body });

const base = () => ({
  slug: slug(),
  title: "Created Project",
  description: "Created through the API",
  body: "# Hello",
  project_type: "mod",
  categories: ["utility"],
  additional_categories: ["storage"],
  client_side: "required",
  server_side: "optional",
  license_id: "Apache-2.0",
  source_url: "https://example.com/src",
  donation_urls: [{ id: "patreon", platform: "Patreon", url: "https://patreon.com/x" }],
  initial_versions: [],
  is_draft: true,
});

describe("POST /v2/project", () => {
  it("creates a draft with the v2 fields and an icon, owned by the caller", async () => {
    const creator = await user();
    const data = base();
    const { status, body } = await create(
      creator.token,
      form(
        {
          ...data,
          gallery_items: [{ item: "shot", featured: true, title: "Shot", description: "A view", ordering: 1 }],
        },
        { icon: new Blob([PNG]), shot: new Blob([new Uint8Array([...PNG, 1])]) },
      ),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: data.slug,
      title: "Created Project",
      description: "Created through the API",
      body: "# Hello",
      project_type: "mod",
      status: "draft",
      requested_status: "approved",
      categories: ["utility"],
      additional_categories: ["storage"],
      client_side: "required",
      server_side: "optional",
      license: { id: "Apache-2.0" },
      source_url: "https://example.com/src",
      donation_urls: [{ id: "patreon", platform: "Patreon", url: "https://patreon.com/x" }],
      versions: [],
    });
    expect(body.icon_url).toMatch(/\/cdn\/data\/.+\.icon\.webp$/);
    expect(body.gallery).toEqual([
      expect.objectContaining({
        featured: true,
        title: "Shot",
        description: "A view",
        ordering: 1,
        url: expect.stringMatching(/\/cdn\/data\/.+\.gallery\.webp$/),
        raw_url: expect.stringMatching(/\/cdn\/data\/.+\.png$/),
      }),
    ]);
    const owner = await database.db.teamMember.findFirstOrThrow({ where: { teamId: body.team as string } });
    expect(owner).toMatchObject({ userId: creator.id, isOwner: true, accepted: true, payoutsSplit: 100 });
    // The creator's token sees the draft; others do not.
    expect((await call(`/v2/project/${data.slug}`, { token: creator.token })).status).toBe(200);
    expect((await call(`/v2/project/${data.slug}`)).status).toBe(404);
  });

  it("creates with initial versions and submits for review unless is_draft", async () => {
    const creator = await user();
    const data = {
      ...base(),
      is_draft: false,
      requested_status: "unlisted",
      initial_versions: [
        {
          file_parts: ["jar"],
          version_number: "1.0.0",
          version_title: "First",
          version_body: "Initial release",
          game_versions: ["1.20.1"],
          release_channel: "beta",
          loaders: ["fabric"],
          featured: true,
          dependencies: [],
        },
      ],
    };
    const { status, body } = await create(
      creator.token,
      form(data, { jar: new Blob([new Uint8Array(VALID_FILES.fabric.bytes())]) }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "processing", requested_status: "unlisted", loaders: ["fabric"] });
    const versions = body.versions as string[];
    expect(versions).toHaveLength(1);
    const version = await database.db.version.findUniqueOrThrow({
      where: { id: versions[0] },
      include: { files: true },
    });
    expect(version).toMatchObject({ versionNumber: "1.0.0", name: "First", versionType: "beta", featured: true });
    expect(version.files.map((file) => file.filename)).toEqual(["jar.jar"]);
  });

  it("refuses bad input with the error body and leaves nothing behind", async () => {
    const creator = await user();
    const taken = await project();
    const before = await database.db.project.count();
    await events.take();
    const cases: [FormData, number, string][] = [
      [form("{not json"), 400, "The `data` part must be JSON."],
      [form({ ...base(), title: undefined }), 400, "title: title is required"],
      [form({ ...base(), title: "x" }), 400, "The name must be between 3 and 64 characters."],
      [form({ ...base(), project_type: "program" }), 400, "Choose a project type."],
      [form({ ...base(), slug: taken.slug }), 409, "This URL is already used by another project."],
      [form({ ...base(), categories: ["worldgen", "nope"] }), 400, '"nope" is not a category for this project type.'],
      [form({ ...base(), is_draft: false }), 400, NO_VERSIONS_FOR_REVIEW],
      [
        form({ ...base(), requested_status: "rejected" }),
        400,
        "The requested status must be approved, archived, unlisted, private or draft.",
      ],
      [
        form(base(), { icon: new Blob([new TextEncoder().encode("not an image")]) }),
        400,
        "Upload a PNG, JPEG, GIF or WebP image.",
      ],
      [
        form({
          ...base(),
          initial_versions: [{ file_parts: ["missing"], version_number: "1", game_versions: [], loaders: [] }],
        }),
        400,
        'The file part "missing" is missing.',
      ],
      [
        form({ ...base(), gallery_items: [{ item: "nothing", featured: false }] }),
        400,
        'The gallery part "nothing" is missing.',
      ],
      [
        form(
          { ...base(), gallery_items: [{ item: "shot", featured: false }] },
          { shot: new Blob([new TextEncoder().encode("text")]) },
        ),
        400,
        "Upload a PNG, JPEG, GIF or WebP image.",
      ],
      [
        form(
          {
            ...base(),
            initial_versions: [
              { file_parts: ["jar"], version_number: "1.0.0", game_versions: ["1.20.1"], loaders: ["fabric"] },
            ],
          },
          { jar: new Blob([new TextEncoder().encode("not a jar")]) },
        ),
        400,
        "",
      ],
    ];
    for (const [body, status, description] of cases) {
      const response = await create(creator.token, body);
      expect(response.status, description).toBe(status);
      expect(response.body.error).toBe(status === 409 ? "conflict" : "invalid_input");
      if (description) expect(response.body.description).toBe(description);
    }
    const notMultipart = await call<Record<string, unknown>>("/v2/project", {
      method: "POST",
      token: creator.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(base()),
    });
    expect(notMultipart).toMatchObject({ status: 400, body: { error: "invalid_input" } });
    expect(await database.db.project.count()).toBe(before);
    expect(await database.db.teamMember.count({ where: { userId: creator.id } })).toBe(0);
  });

  it("removes the objects it stored (icon, gallery, a first version's files) when a later part is refused", async () => {
    const creator = await user();
    const stored = async () => {
      const keys: string[] = [];
      for await (const item of storage().list("data/")) keys.push(item.key);
      return keys.sort();
    };
    const before = await stored();
    const version = (part: string, number: string) => ({
      file_parts: [part],
      version_number: number,
      game_versions: ["1.20.1"],
      loaders: ["fabric"],
    });
    const response = await create(
      creator.token,
      form(
        {
          ...base(),
          gallery_items: [{ item: "shot", featured: false }],
          initial_versions: [version("good", "1.0.0"), version("bad", "1.0.1")],
        },
        {
          icon: new Blob([PNG]),
          shot: new Blob([new Uint8Array([...PNG, 2])]),
          good: new Blob([new Uint8Array(VALID_FILES.fabric.bytes())]),
          bad: new Blob([new TextEncoder().encode("not a jar")]),
        },
      ),
    );
    expect(response.status).toBe(400);
    expect(await database.db.teamMember.count({ where: { userId: creator.id } })).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it("is refused to anonymous callers and to tokens without PROJECT_CREATE", async () => {
    const creator = await user();
    expect((await create(undefined, form(base()))).status).toBe(401);
    const narrow = await tokenFor(creator.id, ["PROJECT_WRITE", "PROJECT_READ"]);
    expect(await create(narrow, form(base()))).toMatchObject({
      status: 401,
      body: {
        error: "unauthorized",
        description: "Authentication Error: the token does not have the PROJECT_CREATE scope",
      },
    });
    expect(await database.db.teamMember.count({ where: { userId: creator.id } })).toBe(0);
  });
});
