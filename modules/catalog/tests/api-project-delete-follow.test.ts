import { describe, expect, it } from "vitest";

import { setupApi } from "./api-project-fixtures";

const { database, call, send, user, tokenFor, project, callers, events } = setupApi("api-delete");

const exists = async (id: string) => (await database.db.project.count({ where: { id } })) === 1;

describe("DELETE /v2/project/{id|slug}", () => {
  it("is refused to anonymous, a token without PROJECT_DELETE, another user, a member without DELETE_PROJECT and a moderator", async () => {
    const target = await project({ withVersion: true });
    const who = await callers(target.teamId, "DELETE_PROJECT");
    expect((await send("DELETE", `/v2/project/${target.id}`, undefined)).status).toBe(401);
    const narrow = await tokenFor(target.owner.id, ["PROJECT_WRITE"]);
    expect(await send("DELETE", `/v2/project/${target.id}`, narrow)).toMatchObject({
      status: 401,
      body: {
        error: "unauthorized",
        description: "Authentication Error: the token does not have the PROJECT_DELETE scope",
      },
    });
    for (const caller of [who.other, who.without, who.moderator]) {
      expect(await send("DELETE", `/v2/project/${target.id}`, caller.token)).toMatchObject({
        status: 403,
        body: { error: "forbidden", description: "You do not have permission to delete this project." },
      });
    }
    expect(await exists(target.id)).toBe(true);
  });

  it("lets a member with DELETE_PROJECT and an admin delete, with its versions and team, and publishes project-changed", async () => {
    const first = await project({ withVersion: true });
    const who = await callers(first.teamId, "DELETE_PROJECT");
    await events.take();
    expect((await send("DELETE", `/v2/project/${first.slug}`, who.withFlag.token)).status).toBe(204);
    expect(await exists(first.id)).toBe(false);
    expect(await database.db.version.count({ where: { projectId: first.id } })).toBe(0);
    expect(await database.db.team.count({ where: { id: first.teamId } })).toBe(0);
    expect(await events.take()).toEqual([first.id]);
    expect((await call(`/v2/project/${first.id}`)).status).toBe(404);

    const second = await project();
    const admin = await user("admin");
    expect((await send("DELETE", `/v2/project/${second.id}`, admin.token)).status).toBe(204);
    expect(await exists(second.id)).toBe(false);
  });

  it("answers 404 for an unknown project and for a hidden one the caller cannot see", async () => {
    const stranger = await user();
    expect((await send("DELETE", "/v2/project/nothing-here", stranger.token)).status).toBe(404);
    const hidden = await project({ status: "private" });
    expect((await send("DELETE", `/v2/project/${hidden.id}`, stranger.token)).status).toBe(404);
    expect(await exists(hidden.id)).toBe(true);
  });
});

describe("POST and DELETE /v2/project/{id|slug}/follow", () => {
  it("follows and unfollows with USER_WRITE, counting followers and re-indexing", async () => {
    const target = await project();
    const fan = await user();
    await events.take();
    expect((await send("POST", `/v2/project/${target.slug}/follow`, fan.token)).status).toBe(204);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: target.id } })).followers).toBe(1);
    expect(await events.take()).toEqual([target.id]);
    expect(await send("POST", `/v2/project/${target.id}/follow`, fan.token)).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "You are already following this project!" },
    });
    expect((await send("DELETE", `/v2/project/${target.id}/follow`, fan.token)).status).toBe(204);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: target.id } })).followers).toBe(0);
    expect(await send("DELETE", `/v2/project/${target.id}/follow`, fan.token)).toMatchObject({
      status: 400,
      body: { description: "You are not following this project!" },
    });
    expect(await events.take()).toEqual([target.id]);
  });

  it("is refused to anonymous callers and tokens without USER_WRITE; a hidden project is 404", async () => {
    const target = await project();
    expect((await send("POST", `/v2/project/${target.id}/follow`, undefined)).status).toBe(401);
    const fan = await user();
    const narrow = await tokenFor(fan.id, ["PROJECT_READ", "PROJECT_WRITE"]);
    expect(await send("POST", `/v2/project/${target.id}/follow`, narrow)).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the USER_WRITE scope" },
    });
    const hidden = await project({ status: "draft" });
    expect((await send("POST", `/v2/project/${hidden.id}/follow`, fan.token)).status).toBe(404);
    expect(await database.db.projectFollow.count({ where: { userId: fan.id } })).toBe(0);
  });
});
