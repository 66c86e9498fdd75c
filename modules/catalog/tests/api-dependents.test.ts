import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { setupApi } from "./api-project-fixtures";

const { database, call, user, project, addMember } = setupApi("api-dependents");
const db = () => database.db;

type DependentsJson = {
  total: number;
  offset: number;
  limit: number;
  dependents: { project: { id: string; name: string }; versions: number }[];
};

/** A version row of the project, with dependencies on `on` (by project id, or by version id only). */
async function versionDependingOn(
  dependent: { id: string; owner: { id: string } },
  on: { projectId?: string; versionId?: string },
  options: { type?: string; status?: string } = {},
) {
  const id = newId();
  await db().version.create({
    data: {
      id,
      projectId: dependent.id,
      authorId: dependent.owner.id,
      name: "v",
      versionNumber: `1.0.${id}`,
      status: options.status ?? "listed",
      dependencies: {
        create: {
          id: newId(),
          dependencyType: options.type ?? "required",
          projectId: on.projectId ?? null,
          dependencyVersionId: on.versionId ?? null,
        },
      },
    },
  });
  return id;
}

/**
 * A library with: a public user of two listed versions (and a draft one, not counted), a public user through a
 * version id only (optional), a private user whose team has a member, and a project embedding it (not a use).
 */
async function library() {
  const lib = await project({ withVersion: true });
  const twice = await project();
  await db().project.update({ where: { id: twice.id }, data: { downloads: 500 } });
  await versionDependingOn(twice, { projectId: lib.id });
  await versionDependingOn(twice, { projectId: lib.id });
  await versionDependingOn(twice, { projectId: lib.id }, { status: "draft" });
  const byVersion = await project();
  await db().project.update({ where: { id: byVersion.id }, data: { downloads: 100 } });
  await versionDependingOn(byVersion, { versionId: lib.versionId! }, { type: "optional" });
  const hidden = await project({ status: "private" });
  await versionDependingOn(hidden, { projectId: lib.id });
  const member = await user();
  await addMember(hidden.teamId, member.id, 0n);
  const embeds = await project();
  await versionDependingOn(embeds, { projectId: lib.id }, { type: "embedded" });
  await versionDependingOn(embeds, { projectId: lib.id }, { type: "incompatible" });
  return { lib, twice, byVersion, hidden, member };
}

const summary = (body: DependentsJson) => body.dependents.map((d) => [d.project.id, d.versions]);

describe("GET /v3/project/{id|slug}/dependents", () => {
  it("lists public dependents with their counts to anonymous callers and other users, private ones left out", async () => {
    const { lib, twice, byVersion } = await library();
    const anonymous = await call<DependentsJson>(`/v3/project/${lib.slug}/dependents`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ total: 2, offset: 0, limit: 10 });
    expect(summary(anonymous.body)).toEqual([
      [twice.id, 2],
      [byVersion.id, 1],
    ]);
    expect(anonymous.body.dependents[0]!.project).toMatchObject({ id: twice.id, name: "Api Project" });
    const stranger = await user();
    const other = await call<DependentsJson>(`/v3/project/${lib.id}/dependents`, { token: stranger.token });
    expect(summary(other.body)).toEqual(summary(anonymous.body));
  });

  it("shows a private dependent to its team member, a moderator and an admin", async () => {
    const { lib, hidden, member } = await library();
    for (const caller of [member, await user("moderator"), await user("admin")]) {
      const seen = await call<DependentsJson>(`/v3/project/${lib.id}/dependents`, { token: caller.token });
      expect(seen.body.total).toBe(3);
      expect(seen.body.dependents.map((d) => d.project.id)).toContain(hidden.id);
    }
  });

  it("shows a private dependent owned by an organization to the organization's accepted members only", async () => {
    const { lib } = await library();
    const owned = await project({ status: "private" });
    await versionDependingOn(owned, { projectId: lib.id });
    const organization = await createOrganization(db(), owned.owner.actor, {
      name: "Dependents Guild",
      slug: `dependents-guild-${newId().toLowerCase()}`,
      description: "Owns a private dependent",
    });
    await db().project.update({ where: { id: owned.id }, data: { organizationId: organization.id } });
    const member = await user();
    const invited = await user();
    await addMember(organization.teamId, member.id, 0n);
    await addMember(organization.teamId, invited.id, 0n, false);
    const sees = async (token: string) =>
      (await call<DependentsJson>(`/v3/project/${lib.id}/dependents`, { token })).body.dependents.some(
        (d) => d.project.id === owned.id,
      );
    expect(await sees(member.token)).toBe(true);
    expect(await sees(invited.token)).toBe(false);
  });

  it("pages with limit and offset, the total unchanged", async () => {
    const { lib, twice, byVersion } = await library();
    const first = await call<DependentsJson>(`/v3/project/${lib.id}/dependents?limit=1`);
    expect(first.body).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(summary(first.body)).toEqual([[twice.id, 2]]);
    const second = await call<DependentsJson>(`/v3/project/${lib.id}/dependents?limit=1&offset=1`);
    expect(summary(second.body)).toEqual([[byVersion.id, 1]]);
    const past = await call<DependentsJson>(`/v3/project/${lib.id}/dependents?offset=50`);
    expect(past.body).toMatchObject({ total: 2, dependents: [] });
  });

  it("answers 400 for a bad limit or offset and 404 for a hidden or unknown project", async () => {
    const { lib } = await library();
    for (const query of ["limit=0", "limit=101", "limit=ten", "limit=-1", "offset=-5", "offset=1.5"]) {
      const answer = await call<{ error: string; description: string }>(`/v3/project/${lib.id}/dependents?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toBe("invalid_input");
    }
    expect((await call<{ description: string }>(`/v3/project/${lib.id}/dependents?limit=0`)).body.description).toBe(
      "limit: limit must be between 1 and 100",
    );
    const secret = await project({ status: "private" });
    expect((await call(`/v3/project/${secret.id}/dependents`)).status).toBe(404);
    expect((await call(`/v3/project/${secret.id}/dependents`, { token: secret.owner.token })).status).toBe(200);
    expect((await call("/v3/project/nothing-here/dependents")).status).toBe(404);
  });

  it("answers a project nobody uses with an empty page", async () => {
    const alone = await project();
    expect((await call<DependentsJson>(`/v3/project/${alone.id}/dependents`)).body).toEqual({
      total: 0,
      offset: 0,
      limit: 10,
      dependents: [],
    });
  });
});
