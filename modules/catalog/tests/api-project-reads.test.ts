import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { addProjectToOrganization } from "../src/server/services/organizations/organization-projects";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { setupApi } from "./api-project-fixtures";

const { database, call, user, tokenFor, project, addMember } = setupApi("api-reads");

type ProjectJson = { id: string; slug: string; title: string; status: string; versions: string[] };

describe("GET /v2/project/{id|slug}", () => {
  it("answers a public project in the v2 shape; a hidden one is 404 except to a team token with PROJECT_READ", async () => {
    const open = await project();
    const { status, body } = await call<ProjectJson>(`/v2/project/${open.slug.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: open.id, slug: open.slug, title: "Api Project", team: open.teamId });

    const hidden = await project({ status: "draft" });
    const anonymous = await call(`/v2/project/${hidden.id}`);
    expect(anonymous).toMatchObject({ status: 404, body: { error: "not_found" } });
    const stranger = await user();
    expect((await call(`/v2/project/${hidden.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(`/v2/project/${hidden.id}`, { token: hidden.owner.token })).status).toBe(200);
    // Without PROJECT_READ the owner's token reads like anyone else's.
    const narrow = await tokenFor(hidden.owner.id, ["USER_READ"]);
    expect((await call(`/v2/project/${hidden.id}`, { token: narrow })).status).toBe(404);
    const moderator = await user("moderator");
    expect((await call(`/v2/project/${hidden.id}`, { token: moderator.token })).status).toBe(200);
  });
});

describe("GET /v2/projects?ids=", () => {
  it("returns the visible ones by id or slug, in the order asked, and silently leaves out hidden and unknown ones", async () => {
    const a = await project();
    const b = await project({ status: "unlisted" });
    const hidden = await project({ status: "private" });
    const ids = JSON.stringify([b.slug, hidden.id, "nosuchid", a.id, a.slug]);
    const { status, body } = await call<ProjectJson[]>(`/v2/projects?ids=${encodeURIComponent(ids)}`);
    expect(status).toBe(200);
    expect(body.map((p) => p.id)).toEqual([b.id, a.id]);

    const asOwner = await call<ProjectJson[]>(`/v2/projects?ids=${encodeURIComponent(ids)}`, {
      token: hidden.owner.token,
    });
    expect(asOwner.body.map((p) => p.id)).toEqual([b.id, hidden.id, a.id]);
  });

  it("refuses ids that are not a JSON array of strings, or missing", async () => {
    for (const query of ["ids=abc", `ids=${encodeURIComponent("[1,2]")}`, ""]) {
      const { status, body } = await call<{ error: string; description: string }>(`/v2/projects?${query}`);
      expect(status).toBe(400);
      expect(body.error).toBe("invalid_input");
      expect(body.description).toMatch(/^ids: /);
    }
    expect((await call<unknown[]>(`/v2/projects?ids=${encodeURIComponent("[]")}`)).body).toEqual([]);
  });
});

describe("GET /v2/projects_random", () => {
  it("gives at most count publicly visible projects and checks count is 1–100", async () => {
    await database.db.project.updateMany({ data: { status: "draft" } });
    const visible = [await project(), await project({ status: "archived" })];
    await project({ status: "unlisted" });
    await project({ status: "private" });
    const { status, body } = await call<ProjectJson[]>("/v2/projects_random?count=10");
    expect(status).toBe(200);
    expect(body.map((p) => p.id).sort()).toEqual(visible.map((p) => p.id).sort());
    expect((await call<ProjectJson[]>("/v2/projects_random?count=1")).body).toHaveLength(1);
    for (const count of ["0", "101", "abc", "1.5"]) {
      const refused = await call<{ error: string; description: string }>(`/v2/projects_random?count=${count}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("invalid_input");
      expect(refused.body.description).toMatch(/^count: count must be/);
    }
    expect((await call("/v2/projects_random")).status).toBe(400);
  });
});

describe("GET /v2/project/{id|slug}/check", () => {
  it("answers the id for a known slug or id and 404 for an unknown or hidden one", async () => {
    const open = await project();
    expect((await call(`/v2/project/${open.slug}/check`)).body).toEqual({ id: open.id });
    expect((await call(`/v2/project/${open.id}/check`)).body).toEqual({ id: open.id });
    expect((await call("/v2/project/not-a-project/check")).status).toBe(404);
    const hidden = await project({ status: "rejected" });
    expect((await call(`/v2/project/${hidden.slug}/check`)).status).toBe(404);
    expect((await call(`/v2/project/${hidden.slug}/check`, { token: hidden.owner.token })).body).toEqual({
      id: hidden.id,
    });
  });
});

describe("GET /v2/project/{id|slug}/dependencies", () => {
  it("lists the visible projects and versions the project's versions depend on", async () => {
    const library = await project({ withVersion: true });
    const api = await project();
    const secret = await project({ status: "private", withVersion: true });
    const pack = await project({ withVersion: true });
    const rows = [
      { dependencyType: "required", dependencyVersionId: library.versionId, projectId: library.id },
      { dependencyType: "optional", projectId: api.id },
      { dependencyType: "required", dependencyVersionId: secret.versionId },
      { dependencyType: "embedded", fileName: "outside.jar" },
    ];
    for (const row of rows) {
      await database.db.dependency.create({ data: { id: newId(), versionId: pack.versionId!, ...row } });
    }
    const { status, body } = await call<{ projects: ProjectJson[]; versions: { id: string; project_id: string }[] }>(
      `/v2/project/${pack.slug}/dependencies`,
    );
    expect(status).toBe(200);
    expect(body.projects.map((p) => p.id).sort()).toEqual([library.id, api.id].sort());
    expect(body.versions.map((v) => v.id)).toEqual([library.versionId]);
    expect(body.versions[0]).toMatchObject({ project_id: library.id });

    const hidden = await project({ status: "draft" });
    expect((await call(`/v2/project/${hidden.id}/dependencies`)).status).toBe(404);
  });
});

describe("GET /v2/project/{id|slug}/members", () => {
  it("shows accepted members to all, invitations and permissions only to team members and staff", async () => {
    const open = await project();
    const helper = await user();
    const invited = await user();
    await addMember(open.teamId, helper.id, 1n);
    await addMember(open.teamId, invited.id, 4n, false);
    type Member = {
      team_id: string;
      user: { id: string; username: string };
      role: string;
      permissions: number | null;
      accepted: boolean;
      payouts_split: number | null;
      ordering: number;
    };
    const outside = await call<Member[]>(`/v2/project/${open.id}/members`);
    expect(outside.status).toBe(200);
    expect(outside.body.map((m) => m.user.id)).toEqual([open.owner.id, helper.id]);
    expect(outside.body[0]).toMatchObject({
      team_id: open.teamId,
      user: { id: open.owner.id, username: open.owner.username },
      role: "Owner",
      permissions: null,
      payouts_split: null,
      accepted: true,
    });

    const inside = await call<Member[]>(`/v2/project/${open.id}/members`, { token: helper.token });
    expect(inside.body.map((m) => m.user.id)).toEqual([open.owner.id, helper.id, invited.id]);
    expect(inside.body[0]).toMatchObject({ permissions: 1023, payouts_split: 100 });
    expect(inside.body[2]).toMatchObject({ accepted: false, permissions: 4, payouts_split: 0 });
    // The invited user is not a member yet: they see what outsiders see.
    expect((await call<Member[]>(`/v2/project/${open.id}/members`, { token: invited.token })).body).toHaveLength(2);
    const moderator = await user("moderator");
    expect((await call<Member[]>(`/v2/project/${open.id}/members`, { token: moderator.token })).body).toHaveLength(3);

    const hidden = await project({ status: "draft" });
    expect((await call(`/v2/project/${hidden.id}/members`)).status).toBe(404);
  });
});

describe("organization members in bulk reads", () => {
  it("see the organization's hidden projects and their invitations, like the single reads do", async () => {
    const owned = await project({ status: "private" });
    const organization = await createOrganization(database.db, owned.owner.actor, {
      slug: `org-${owned.id.toLowerCase()}`,
      name: "Read Org",
      description: "Owns a private project",
    });
    await addProjectToOrganization(database.db, owned.owner.actor, organization.id, owned.id);
    const colleague = await user();
    const pending = await user();
    await addMember(organization.teamId, colleague.id, 0n);
    await addMember(organization.teamId, pending.id, 0n, false);
    const invited = await user();
    await addMember(owned.teamId, invited.id, 0n, false);

    const ids = encodeURIComponent(JSON.stringify([owned.id]));
    const teams = encodeURIComponent(JSON.stringify([owned.teamId]));
    // An accepted organization member sees the project, single and in bulk, and the team's invitations.
    expect((await call(`/v2/project/${owned.id}`, { token: colleague.token })).status).toBe(200);
    expect((await call<ProjectJson[]>(`/v2/projects?ids=${ids}`, { token: colleague.token })).body).toHaveLength(1);
    const roster = await call<{ user: { id: string }; accepted: boolean }[][]>(`/v2/teams?ids=${teams}`, {
      token: colleague.token,
    });
    expect(roster.body[0]!.map((member) => member.user.id)).toEqual([owned.owner.id, invited.id]);
    // A pending organization invitation grants nothing.
    expect((await call(`/v2/project/${owned.id}`, { token: pending.token })).status).toBe(404);
    expect((await call<ProjectJson[]>(`/v2/projects?ids=${ids}`, { token: pending.token })).body).toEqual([]);
    expect((await call<unknown[]>(`/v2/teams?ids=${teams}`, { token: pending.token })).body).toEqual([]);
  });
});
