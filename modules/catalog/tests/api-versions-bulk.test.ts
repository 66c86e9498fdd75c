import { describe, expect, it } from "vitest";

import { createVersion } from "../src/server/services/versions/version-create";
import { setupApi } from "./api-project-fixtures";
import { VALID_FILES } from "./archives";

// PATCH /v3/hopper/project/{id}/versions from outside (a real socket through the REST dispatcher): the versions
// page's bulk edit for API clients, with the single edit's permission checks, one transaction and body limits.

const { database, send, project, callers, tokenFor, events } = setupApi("api-versions-bulk");

const route = (projectId: string) => `/v3/hopper/project/${projectId}/versions`;

/** An approved Fabric mod with three versions on 1.20.1 (release, listed). */
async function modWithVersions(status = "approved") {
  const created = await project({ status });
  const versions = [];
  for (const number of ["1.0.0", "1.1.0", "1.2.0"]) {
    versions.push(
      await createVersion(database.db, created.owner.actor, created.id, {
        versionNumber: number,
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename: `${number}-${created.id}.jar`, body: VALID_FILES.fabric.bytes() }],
      }),
    );
  }
  return { ...created, versions, ids: versions.map((version) => version.id) };
}

const rows = (projectId: string) =>
  database.db.version.findMany({
    where: { projectId },
    orderBy: { versionNumber: "asc" },
    select: { versionNumber: true, loaders: true, gameVersions: true, versionType: true, status: true },
  });

describe("PATCH /v3/hopper/project/{id}/versions", () => {
  it("adds and removes loaders and game versions and sets channel and status on the chosen versions, by slug too", async () => {
    const mod = await modWithVersions();
    await events.take();
    const response = await send("PATCH", route(mod.slug), mod.owner.token, {
      version_ids: mod.ids.slice(0, 2),
      add_loaders: ["quilt"],
      add_game_versions: ["1.20.4"],
      remove_game_versions: ["1.20.1"],
      version_type: "beta",
      status: "archived",
    });
    expect(response.status).toBe(204);
    const edited = { loaders: ["fabric", "quilt"], gameVersions: ["1.20.4"], versionType: "beta", status: "archived" };
    expect(await rows(mod.id)).toEqual([
      { versionNumber: "1.0.0", ...edited },
      { versionNumber: "1.1.0", ...edited },
      {
        versionNumber: "1.2.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        versionType: "release",
        status: "listed",
      },
    ]);
    // The project's loaders follow, and search hears of it once.
    expect(await events.take()).toEqual([mod.id]);
  });

  it("is refused to anonymous, a narrow token, another user and a member without UPLOAD_VERSION; member and staff may", async () => {
    const mod = await modWithVersions();
    const who = await callers(mod.teamId, "UPLOAD_VERSION");
    const edit = (versionType: string) => ({ version_ids: mod.ids, version_type: versionType });
    const before = await rows(mod.id);

    expect(await send("PATCH", route(mod.id), undefined, edit("beta"))).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    const narrow = await tokenFor(mod.owner.id, ["VERSION_READ", "PROJECT_READ"]);
    expect(await send("PATCH", route(mod.id), narrow, edit("beta"))).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the VERSION_WRITE scope" },
    });
    expect(await send("PATCH", route(mod.id), who.other.token, edit("beta"))).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to upload versions to this project." },
    });
    expect(await send("PATCH", route(mod.id), who.without.token, edit("beta"))).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to upload versions to this project." },
    });
    expect(await rows(mod.id)).toEqual(before);

    for (const [caller, channel] of [
      [who.withFlag, "beta"],
      [who.moderator, "alpha"],
      [who.admin, "release"],
    ] as const) {
      expect((await send("PATCH", route(mod.id), caller.token, edit(channel))).status).toBe(204);
      expect((await rows(mod.id)).map((row) => row.versionType)).toEqual([channel, channel, channel]);
    }
  });

  it("answers 404 for a hidden project to a stranger, and for a version of another project", async () => {
    const draft = await modWithVersions("draft");
    const who = await callers(draft.teamId, "UPLOAD_VERSION");
    expect(
      await send("PATCH", route(draft.id), who.other.token, { version_ids: draft.ids, status: "unlisted" }),
    ).toEqual(
      expect.objectContaining({ status: 404, body: { error: "not_found", description: "Project not found." } }),
    );
    const other = await modWithVersions();
    expect(
      await send("PATCH", route(other.id), other.owner.token, {
        version_ids: [other.ids[0], draft.ids[0]],
        status: "unlisted",
      }),
    ).toEqual(
      expect.objectContaining({ status: 404, body: { error: "not_found", description: "Version not found." } }),
    );
    expect((await rows(other.id)).map((row) => row.status)).toEqual(["listed", "listed", "listed"]);
  });

  it("refuses bad bodies with a 400 naming the field or the rule, and changes nothing", async () => {
    const mod = await modWithVersions();
    const token = mod.owner.token;
    const cases: [unknown, string][] = [
      [{ status: "listed" }, "version_ids must be an array of version ids."],
      [{ version_ids: [], status: "listed" }, "Choose at least one version."],
      [{ version_ids: mod.ids }, "Choose what to change: loaders, game versions, the channel or the status."],
      [
        { version_ids: Array.from({ length: 101 }, (_, i) => `v${i}`), status: "listed" },
        "version_ids must hold at most 100 ids.",
      ],
      [
        { version_ids: ["x".repeat(65)], status: "listed" },
        "version_ids.0: A version id must be at most 64 characters.",
      ],
      [
        { version_ids: mod.ids, version_type: "x".repeat(65) },
        "version_type: The channel must be at most 64 characters.",
      ],
      [
        { version_ids: mod.ids, add_loaders: ["x".repeat(65)] },
        "add_loaders.0: A loader must be at most 64 characters.",
      ],
      [{ version_ids: mod.ids, add_loaders: "fabric" }, "add_loaders must be an array of strings."],
      [{ version_ids: mod.ids, add_loaders: ["nope"] }, "Unknown loader: nope."],
      [{ version_ids: mod.ids, add_game_versions: ["0.0.0"] }, "Unknown game version: 0.0.0."],
      [{ version_ids: mod.ids, version_type: "nightly" }, "The channel must be release, beta or alpha."],
      [
        { version_ids: mod.ids, remove_loaders: ["fabric"] },
        "A version needs at least one loader: this would remove the last one of a chosen version.",
      ],
    ];
    const before = await rows(mod.id);
    for (const [body, description] of cases) {
      expect(await send("PATCH", route(mod.id), token, body), JSON.stringify(body).slice(0, 80)).toEqual(
        expect.objectContaining({ status: 400, body: { error: "invalid_input", description } }),
      );
    }
    expect(await rows(mod.id)).toEqual(before);
  });

  it("answers 413 to a body over 1 MiB, before reading it", async () => {
    const mod = await modWithVersions();
    const response = await send("PATCH", route(mod.id), mod.owner.token, {
      version_ids: mod.ids,
      status: "listed",
      padding: "x".repeat(1024 * 1024),
    });
    expect(response).toMatchObject({
      status: 413,
      body: { error: "payload_too_large", description: "The request body must be at most 1 MiB." },
    });
  });
});
