import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { createProject } from "../src/server/services/projects/project-create";
import { followProject } from "../src/server/services/projects/project-follow";
import { setupApi } from "./api-project-fixtures";
import { uniqueSlug } from "./helpers";

const { database, call, user, tokenFor, project } = setupApi("api-user-projects");

type ProjectJson = { id: string; title: string; status: string; downloads: number; project_type: string };

/** A creator with a public, an archived, a private and a draft project, and a project of someone else. */
async function creatorWithProjects() {
  const creator = await user();
  const make = async (status: string) => {
    const created = await createProject(database.db, creator.actor, {
      name: `Project ${status}`,
      slug: uniqueSlug(status),
      projectType: "mod",
      summary: "One of the creator's projects",
    });
    await database.db.project.update({ where: { id: created.id }, data: { status, downloads: 1000 } });
    return created.id;
  };
  const ids = {
    approved: await make("approved"),
    archived: await make("archived"),
    private: await make("private"),
    draft: await make("draft"),
  };
  await project();
  return { creator, ids };
}

const idsOf = (body: ProjectJson[]) => body.map((p) => p.id).sort();

describe("GET /v2/user/{id|username}/projects", () => {
  it("lists the public projects to anonymous callers and other users, in the v2 shape", async () => {
    const { creator, ids } = await creatorWithProjects();
    const publicIds = [ids.approved, ids.archived].sort();
    const anonymous = await call<ProjectJson[]>(`/v2/user/${creator.username.toUpperCase()}/projects`);
    expect(anonymous.status).toBe(200);
    expect(idsOf(anonymous.body)).toEqual(publicIds);
    expect(anonymous.body[0]).toMatchObject({
      project_type: "mod",
      downloads: 1000,
      team: expect.any(String),
      versions: [],
    });
    const stranger = await user();
    expect(
      idsOf((await call<ProjectJson[]>(`/v2/user/${creator.id}/projects`, { token: stranger.token })).body),
    ).toEqual(publicIds);
  });

  it("shows hidden projects to the creator (with PROJECT_READ) and to staff only", async () => {
    const { creator, ids } = await creatorWithProjects();
    const all = Object.values(ids).sort();
    const list = async (token: string) =>
      idsOf((await call<ProjectJson[]>(`/v2/user/${creator.id}/projects`, { token })).body);
    expect(await list(creator.token)).toEqual(all);
    expect(await list(await tokenFor(creator.id, ["USER_READ"]))).toEqual([ids.approved, ids.archived].sort());
    expect(await list((await user("moderator")).token)).toEqual(all);
    expect(await list((await user("admin")).token)).toEqual(all);
  });

  it("answers 404 for an unknown user", async () => {
    expect(await call("/v2/user/nobody-here/projects")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "the requested user was not found" },
    });
  });
});

describe("GET /v2/user/{id|username}/follows", () => {
  async function follower() {
    const fan = await user();
    const first = await project();
    const second = await project();
    await followProject(database.db, fan.actor, first.id, true);
    await followProject(database.db, fan.actor, second.id, true);
    return { fan, followed: [first.id, second.id].sort() };
  }

  it("lists the followed projects to the user and to an admin", async () => {
    const { fan, followed } = await follower();
    const own = await call<ProjectJson[]>(`/v2/user/${fan.username}/follows`, { token: fan.token });
    expect(own.status).toBe(200);
    expect(idsOf(own.body)).toEqual(followed);
    expect(own.body[0]).toMatchObject({ title: "Api Project", status: "approved" });
    const admin = await user("admin");
    expect(idsOf((await call<ProjectJson[]>(`/v2/user/${fan.id}/follows`, { token: admin.token })).body)).toEqual(
      followed,
    );
  });

  it("is refused to anonymous, a token without USER_READ, another user and a moderator", async () => {
    const { fan } = await follower();
    expect(await call(`/v2/user/${fan.id}/follows`)).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    expect(await call(`/v2/user/${fan.id}/follows`, { token: await tokenFor(fan.id, ["PROJECT_READ"]) })).toMatchObject(
      {
        status: 401,
        body: { description: "Authentication Error: the token does not have the USER_READ scope" },
      },
    );
    for (const caller of [await user(), await user("moderator")]) {
      expect(await call(`/v2/user/${fan.id}/follows`, { token: caller.token })).toMatchObject({
        status: 403,
        body: { error: "forbidden", description: "You do not have permission to see the projects this user follows." },
      });
    }
  });

  it("leaves out followed projects that became hidden, and answers 404 for an unknown user", async () => {
    const { fan, followed } = await follower();
    await database.db.project.update({ where: { id: followed[0] }, data: { status: "private" } });
    expect(idsOf((await call<ProjectJson[]>(`/v2/user/${fan.id}/follows`, { token: fan.token })).body)).toEqual([
      followed[1],
    ]);
    const admin = await user("admin");
    expect((await call(`/v2/user/${newId()}/follows`, { token: admin.token })).status).toBe(404);
  });
});
