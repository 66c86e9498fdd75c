import { describe, expect, it } from "vitest";

import type { Actor } from "../../core/src/auth/actor";

import { ALL_PROJECT_PERMISSIONS } from "../src/server/services/permissions";
import { addProjectToOrganization } from "../src/server/services/organizations/organization-projects";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { createVersion } from "../src/server/services/versions/version-create";
import { versionDetailFor } from "../src/server/services/versions/version-reads";
import { VALID_FILES } from "./archives";
import { setupApi } from "./api-project-fixtures";
import { uniqueSlug } from "./helpers";

// Issue 13, item 2: a list of ids in an answer holds only what the caller may open. An anonymous reader of a
// public project saw the ids of its draft versions, which answer 404 to that reader.

const { database, call, send, user, project, addMember, tokenFor } = setupApi("api-id-lists");

let files = 0;

/**
 * A stored dependency on something its version's uploader may no longer see (a target that was public when the
 * dependency was made, and turned draft since). Written directly: making it now is refused to whoever may not
 * see the target (validateDependencies), and these tests are about reading such rows.
 */
async function dependOnHidden(versionId: string, target: { versionId?: string; projectId?: string }) {
  const projectId =
    target.projectId ?? (await database.db.version.findUniqueOrThrow({ where: { id: target.versionId! } })).projectId;
  await database.db.dependency.create({
    data: {
      id: `d${(++files).toString(36).padStart(7, "0")}`,
      versionId,
      dependencyType: target.versionId ? "required" : "optional",
      projectId,
      dependencyVersionId: target.versionId ?? null,
    },
  });
}

/** A version of the project in the given status; `dependsOn` names a version it requires. */
async function version(projectId: string, owner: { actor: Actor }, status: string, dependsOn?: string) {
  const created = await createVersion(database.db, owner.actor, projectId, {
    versionNumber: `${status}-${++files}`,
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: `ids-${projectId}-${files}.jar`, body: VALID_FILES.fabric.bytes() }],
  });
  if (dependsOn) await dependOnHidden(created.id, { versionId: dependsOn });
  await database.db.version.update({ where: { id: created.id }, data: { status } });
  return created.id;
}

/** A public project with one listed, one archived, one unlisted and one draft version, and its four kinds of reader. */
async function scene() {
  const target = await project({ withVersion: true });
  const archived = await version(target.id, target.owner, "archived");
  const unlisted = await version(target.id, target.owner, "unlisted");
  const draft = await version(target.id, target.owner, "draft");
  const member = await user();
  await addMember(target.teamId, member.id, ALL_PROJECT_PERMISSIONS);
  const callers = {
    anonymous: undefined,
    other: (await user()).token,
    member: member.token,
    moderator: (await user("moderator")).token,
    // A member's token that may read projects but not versions opens no draft.
    memberWithoutVersionRead: await tokenFor(member.id, ["PROJECT_READ"]),
  };
  const listed = [target.versionId!, archived];
  const all = [target.versionId!, archived, unlisted, draft];
  const expected = {
    anonymous: listed,
    other: listed,
    member: all,
    moderator: all,
    memberWithoutVersionRead: listed,
  };
  return { target, draft, unlisted, callers, expected };
}

const sorted = (ids: unknown) => [...(ids as string[])].sort();

describe("project version lists hold only the versions the caller may open", () => {
  it("GET /v2/project/{id}, /v2/projects and /v2/user/{id}/projects, per caller", async () => {
    const { target, callers, expected, draft } = await scene();
    for (const [who, token] of Object.entries(callers)) {
      const want = sorted(expected[who as keyof typeof expected]);
      const single = await call<{ versions: string[] }>(`/v2/project/${target.id}`, { token });
      expect({ who, versions: sorted(single.body.versions) }).toEqual({ who, versions: want });
      const many = await call<{ versions: string[] }[]>(
        `/v2/projects?ids=${encodeURIComponent(JSON.stringify([target.id]))}`,
        { token },
      );
      expect({ who, versions: sorted(many.body[0]?.versions) }).toEqual({ who, versions: want });
      const owned = await call<{ id: string; versions: string[] }[]>(`/v2/user/${target.owner.id}/projects`, { token });
      const entry = owned.body.find((candidate) => candidate.id === target.id);
      expect({ who, versions: sorted(entry?.versions) }).toEqual({ who, versions: want });
      // Every id listed opens for that caller.
      for (const id of single.body.versions) {
        expect({ who, id, status: (await call(`/v2/version/${id}`, { token })).status }).toEqual({
          who,
          id,
          status: 200,
        });
      }
    }
    expect((await call(`/v2/version/${draft}`)).status).toBe(404);
  });

  it("GET /v3/organization/{id}/projects lists hidden projects and versions only to those who may open them", async () => {
    const { target, callers, expected } = await scene();
    const organization = await createOrganization(database.db, target.owner.actor, {
      slug: uniqueSlug("ids-org"),
      name: "Id Lists",
      description: "Organization of the id list tests",
    });
    await addProjectToOrganization(database.db, target.owner.actor, organization.id, target.id);
    const hidden = await project({ status: "draft" });
    await database.db.project.update({ where: { id: hidden.id }, data: { organizationId: organization.id } });
    const ownerNarrow = await tokenFor(target.owner.id, ["ORGANIZATION_READ"]);
    const owner = target.owner.token;
    for (const [who, token] of Object.entries({ ...callers, owner, ownerNarrow })) {
      const { status, body } = await call<{ id: string; versions: string[] }[]>(
        `/v3/organization/${organization.id}/projects`,
        { token },
      );
      expect(status).toBe(200);
      const seesHidden = who === "owner" || who === "moderator";
      expect({ who, ids: body.map((entry) => entry.id).sort() }).toEqual({
        who,
        ids: (seesHidden ? [target.id, hidden.id] : [target.id]).sort(),
      });
      const want =
        who === "owner"
          ? expected.member
          : who === "ownerNarrow"
            ? expected.anonymous
            : expected[who as keyof typeof expected];
      const entry = body.find((candidate) => candidate.id === target.id);
      expect({ who, versions: sorted(entry?.versions) }).toEqual({ who, versions: sorted(want) });
    }
  });

  it("GET /v2/project/{id}/dependencies leaves out what a draft depends on, and draft versions depended on", async () => {
    const { target, callers, draft } = await scene();
    // Another public project requires the draft from a listed version, and another project's version from a draft.
    const dependent = await project({ withVersion: true });
    await version(dependent.id, dependent.owner, "listed", draft);
    const secret = await project({ withVersion: true });
    await version(dependent.id, dependent.owner, "draft", secret.versionId!);
    const staff = callers.moderator;
    for (const [who, token] of Object.entries({ anonymous: undefined, other: callers.other, staff })) {
      const { body } = await call<{ projects: { id: string }[]; versions: { id: string }[] }>(
        `/v2/project/${dependent.id}/dependencies`,
        { token },
      );
      const insider = who === "staff";
      expect({ who, projects: body.projects.map((entry) => entry.id).sort() }).toEqual({
        who,
        projects: (insider ? [target.id, secret.id] : [target.id]).sort(),
      });
      expect({ who, versions: body.versions.map((entry) => entry.id).sort() }).toEqual({
        who,
        versions: (insider ? [draft, secret.versionId!] : []).sort(),
      });
    }
  });

  it("a version's dependencies name only the projects and versions the caller may open, on every version answer", async () => {
    const { target, callers, draft } = await scene();
    // A public project's listed version requires the target's draft version and a draft project.
    const hidden = await project({ status: "draft" });
    const dependent = await project();
    const filename = `deps-${dependent.id}.jar`;
    const created = await createVersion(database.db, dependent.owner.actor, dependent.id, {
      versionNumber: "deps-1",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename, body: VALID_FILES.fabric.bytes() }],
    });
    await dependOnHidden(created.id, { versionId: draft });
    await dependOnHidden(created.id, { projectId: hidden.id });
    const sha1 = (await database.db.versionFile.findFirstOrThrow({ where: { versionId: created.id } })).sha1;
    type Dependency = { version_id: string | null; project_id: string | null };
    type Version = { id: string; dependencies: Dependency[] };
    const refs = (dependencies: Dependency[] | undefined) =>
      (dependencies ?? []).map((dependency) => `${dependency.project_id}/${dependency.version_id}`).sort();
    const insiderRefs = [`${target.id}/${draft}`, `${hidden.id}/null`].sort();
    const outsiderRefs = [`${target.id}/null`];

    for (const [who, token] of Object.entries({
      anonymous: undefined,
      other: callers.other,
      narrow: callers.memberWithoutVersionRead,
      moderator: callers.moderator,
    })) {
      const want = who === "moderator" ? insiderRefs : outsiderRefs;
      const answers: Record<string, Dependency[] | undefined> = {
        version: (await call<Version>(`/v2/version/${created.id}`, { token })).body.dependencies,
        versions: (
          await call<Version[]>(`/v2/versions?ids=${encodeURIComponent(JSON.stringify([created.id]))}`, { token })
        ).body[0]?.dependencies,
        projectVersions: (await call<Version[]>(`/v2/project/${dependent.id}/version`, { token })).body[0]
          ?.dependencies,
        byNumber: (await call<Version>(`/v2/project/${dependent.id}/version/deps-1`, { token })).body.dependencies,
        versionFile: (await call<Version>(`/v2/version_file/${sha1}`, { token })).body.dependencies,
        versionFiles: (
          await send<Record<string, Version>>("POST", "/v2/version_files", token, { hashes: [sha1], algorithm: "sha1" })
        ).body[sha1]?.dependencies,
        update: (
          await send<Record<string, Version>>("POST", "/v2/version_files/update", token, {
            hashes: [sha1],
            algorithm: "sha1",
            loaders: ["fabric"],
            game_versions: ["1.20.1"],
          })
        ).body[sha1]?.dependencies,
        v3: (await call<Version>(`/v3/version/${created.id}`, { token })).body.dependencies,
      };
      for (const [route, dependencies] of Object.entries(answers)) {
        expect({ who, route, refs: refs(dependencies) }).toEqual({ who, route, refs: want });
        // Every id named opens for this caller.
        for (const dependency of dependencies ?? []) {
          if (dependency.project_id) {
            const opened = (await call(`/v2/project/${dependency.project_id}`, { token })).status;
            expect({ who, route, project: dependency.project_id, opened }).toMatchObject({ opened: 200 });
          }
          if (dependency.version_id) {
            const opened = (await call(`/v2/version/${dependency.version_id}`, { token })).status;
            expect({ who, route, version: dependency.version_id, opened }).toMatchObject({ opened: 200 });
          }
        }
      }
    }
  });

  it("the version page's dependencies name a hidden project or draft version only to those who may open it", async () => {
    const { target, draft } = await scene();
    const hidden = await project({ status: "draft" });
    const dependent = await project();
    const created = await createVersion(database.db, dependent.owner.actor, dependent.id, {
      versionNumber: "page-deps-1",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: `page-deps-${dependent.id}.jar`, body: VALID_FILES.fabric.bytes() }],
    });
    await dependOnHidden(created.id, { versionId: draft });
    await dependOnHidden(created.id, { projectId: hidden.id });
    const moderator = await user("moderator");
    for (const [who, actor] of Object.entries({
      anonymous: null,
      other: (await user()).actor,
      hiddenOwner: hidden.owner.actor,
      moderator: moderator.actor,
    })) {
      const detail = await versionDetailFor(database.db, actor, dependent.id, created.id);
      const shown = (detail?.dependencies ?? [])
        .map((dependency) => `${dependency.project?.slug ?? "-"}/${dependency.dependencyVersion?.versionNumber ?? "-"}`)
        .sort();
      const draftNumber = (await database.db.version.findUniqueOrThrow({ where: { id: draft } })).versionNumber;
      const want = {
        anonymous: [`${target.slug}/-`],
        other: [`${target.slug}/-`],
        hiddenOwner: [`${hidden.slug}/-`, `${target.slug}/-`].sort(),
        moderator: [`${hidden.slug}/-`, `${target.slug}/${draftNumber}`].sort(),
      }[who];
      expect({ who, shown }).toEqual({ who, shown: want });
    }
  });
});
