import { newId } from "@hopper/core/db";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { ALL_PROJECT_PERMISSIONS, ProjectPermission } from "../src/server/services/permissions";
import type { ProjectPermissionName } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { deleteProject } from "../src/server/services/projects/project-delete";
import { followProject } from "../src/server/services/projects/project-follow";
import { getVisibleProject } from "../src/server/services/projects/project-access";
import {
  NO_VERSIONS_FOR_REVIEW,
  setProjectStatus,
  submitForReview,
} from "../src/server/services/projects/project-review";
import { SLUG_TAKEN } from "../src/server/services/projects/project-slug";
import { updateProject } from "../src/server/services/projects/project-update";
import { userProjectSummary } from "../src/server/services/projects/project-summary";
import {
  acceptInvitation,
  declineInvitation,
  editMember,
  inviteMember,
  listMembers,
  removeMember,
  transferOwnership,
} from "../src/server/services/teams/teams";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

async function newProject(owner: Actor, extra: Partial<Parameters<typeof createProject>[2]> = {}) {
  return createProject(database.db, owner, {
    name: "Sodium Extra",
    slug: uniqueSlug(),
    projectType: "mod",
    summary: "Extra options for the renderer",
    ...extra,
  });
}

async function addVersion(projectId: string, authorId: string) {
  await database.db.version.create({
    data: { id: newId(), projectId, authorId, name: "1.0.0", versionNumber: "1.0.0" },
  });
}

/** A member who accepted, with the given flags. */
async function addMember(teamId: string, permissions: bigint) {
  const user = await makeUser(database.db);
  await database.db.teamMember.create({
    data: { id: newId(), teamId, userId: user.userId, accepted: true, permissions, role: "Dev" },
  });
  return user;
}

describe("creating a project", () => {
  it("creates a draft with a team whose only member is the owner with every permission", async () => {
    const owner = await makeUser(database.db);
    const project = await newProject(owner, { visibility: "unlisted" });
    expect(project).toMatchObject({ status: "draft", requestedStatus: "unlisted", projectType: "mod", downloads: 0 });
    expect(project.id).toMatch(/^[0-9A-Za-z]{8}$/);
    const members = await database.db.teamMember.findMany({ where: { teamId: project.teamId } });
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      userId: owner.userId,
      isOwner: true,
      accepted: true,
      permissions: ALL_PROJECT_PERMISSIONS,
    });
  });

  it("refuses a user's 257th project", async () => {
    const owner = await makeUser(database.db);
    for (let i = 0; i < 256; i++) {
      await database.db.team.create({
        data: {
          id: newId(),
          members: { create: { id: newId(), userId: owner.userId, isOwner: true, accepted: true } },
        },
      });
    }
    await expect(newProject(owner)).rejects.toThrow("You can own at most 256 projects.");
  });

  it("refuses anonymous callers", async () => {
    await expect(
      createProject(database.db, null, { name: "Name", slug: "anon-slug", projectType: "mod", summary: "A summary" }),
    ).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses a slug that differs only in case, and one equal to another project's id", async () => {
    const owner = await makeUser(database.db);
    const first = await newProject(owner, { slug: "Case-Slug" });
    await expect(newProject(owner, { slug: "case-SLUG" })).rejects.toThrow(SLUG_TAKEN);
    await expect(newProject(owner, { slug: first.id })).rejects.toThrow(SLUG_TAKEN);
  });

  it.each([
    [{ slug: "ab" }, "The URL must be between 3 and 64 characters."],
    [
      { slug: "has space" },
      "The URL may contain letters, digits, '-', '_' and '.', and must start with a letter or digit.",
    ],
    [
      { slug: "-dash" },
      "The URL may contain letters, digits, '-', '_' and '.', and must start with a letter or digit.",
    ],
    [{ slug: "12345" }, "The URL must contain a letter."],
    [{ slug: "settings" }, "This URL is reserved."],
    [{ name: "ab" }, "The name must be between 3 and 64 characters."],
    [{ summary: "" }, "The summary must be between 3 and 256 characters."],
    [{ projectType: "world" }, "Choose a project type."],
  ])("refuses %j", async (input, message) => {
    const owner = await makeUser(database.db);
    await expect(newProject(owner, input)).rejects.toThrow(message);
  });
});

describe("visibility", () => {
  it("hides a draft from anonymous visitors and other users, not from members and staff", async () => {
    const owner = await makeUser(database.db);
    const project = await newProject(owner);
    await expect(getVisibleProject(database.db, null, project.slug)).rejects.toMatchObject({ code: "not_found" });
    await expect(getVisibleProject(database.db, await makeUser(database.db), project.id)).rejects.toMatchObject({
      code: "not_found",
    });
    expect((await getVisibleProject(database.db, owner, project.slug.toUpperCase())).id).toBe(project.id);
    expect((await getVisibleProject(database.db, await makeUser(database.db, "moderator"), project.id)).id).toBe(
      project.id,
    );
  });
});

type Role = "anonymous" | "other" | "without" | "with" | "moderator" | "admin";
const ROLES: Role[] = ["anonymous", "other", "without", "with", "moderator", "admin"];

/**
 * Runs a mutation as each kind of caller against a fresh project and checks who may do it. `flag` is the
 * permission the member "with" has and the member "without" lacks.
 */
function matrix(
  title: string,
  flag: ProjectPermissionName,
  allowed: Record<Role, boolean>,
  run: (ctx: { actor: Actor | null; projectId: string; teamId: string; owner: Actor }) => Promise<unknown>,
  prepare?: (ctx: { projectId: string; teamId: string; owner: Actor }) => Promise<void>,
) {
  describe(title, () => {
    it.each(ROLES)("as %s", async (role) => {
      const owner = await makeUser(database.db);
      const project = await newProject(owner);
      await prepare?.({ projectId: project.id, teamId: project.teamId, owner });
      const all = ALL_PROJECT_PERMISSIONS & ~ProjectPermission[flag];
      const actor: Actor | null =
        role === "anonymous"
          ? null
          : role === "other"
            ? await makeUser(database.db)
            : role === "without"
              ? await addMember(project.teamId, all)
              : role === "with"
                ? await addMember(project.teamId, ProjectPermission[flag])
                : await makeUser(database.db, role);
      const attempt = run({ actor, projectId: project.id, teamId: project.teamId, owner });
      if (allowed[role]) {
        await expect(attempt).resolves.not.toThrow();
      } else {
        const expected = role === "anonymous" ? "unauthorized" : role === "other" ? "not_found" : "forbidden";
        await expect(attempt).rejects.toMatchObject({ code: expected });
      }
    });
  });
}

const STAFF_TOO = { anonymous: false, other: false, without: false, with: true, moderator: true, admin: true };
const ADMIN_ONLY = { anonymous: false, other: false, without: false, with: true, moderator: false, admin: true };

matrix("editing details", "EDIT_DETAILS", STAFF_TOO, ({ actor, projectId }) =>
  updateProject(database.db, actor, projectId, { name: "Renamed project", categories: ["magic"] }),
);
matrix("editing the description", "EDIT_BODY", STAFF_TOO, ({ actor, projectId }) =>
  updateProject(database.db, actor, projectId, { body: "# New body" }),
);
matrix(
  "submitting for review",
  "EDIT_DETAILS",
  STAFF_TOO,
  ({ actor, projectId }) => submitForReview(database.db, actor, projectId),
  ({ projectId, owner }) => addVersion(projectId, owner.userId),
);
matrix("deleting", "DELETE_PROJECT", ADMIN_ONLY, ({ actor, projectId }) =>
  deleteProject(database.db, actor, projectId),
);
matrix("inviting", "MANAGE_INVITES", ADMIN_ONLY, async ({ actor, projectId }) => {
  const invitee = await makeUser(database.db);
  return inviteMember(database.db, actor, projectId, { userId: invitee.userId });
});
let target = "";
matrix(
  "editing a member",
  "EDIT_MEMBER",
  ADMIN_ONLY,
  ({ actor, projectId }) => editMember(database.db, actor, projectId, target, { role: "Artist" }),
  async ({ teamId }) => {
    target = (await addMember(teamId, 0n)).userId;
  },
);
matrix(
  "removing a member",
  "REMOVE_MEMBER",
  ADMIN_ONLY,
  ({ actor, projectId }) => removeMember(database.db, actor, projectId, target),
  async ({ teamId }) => {
    target = (await addMember(teamId, 0n)).userId;
  },
);

describe("lifecycle", () => {
  let owner: Actor;
  beforeAll(async () => {
    owner = await makeUser(database.db);
  });

  it("refuses review without a version, with a clear message", async () => {
    const project = await newProject(owner);
    await expect(submitForReview(database.db, owner, project.id)).rejects.toThrow(NO_VERSIONS_FOR_REVIEW);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).status).toBe("draft");
  });

  it("queues a project with a version, and refuses to queue it twice", async () => {
    const project = await newProject(owner);
    await addVersion(project.id, owner.userId);
    const queued = await submitForReview(database.db, owner, project.id);
    expect(queued.status).toBe("processing");
    expect(queued.queued).toBeInstanceOf(Date);
    await expect(submitForReview(database.db, owner, project.id)).rejects.toThrow(
      "This project is already under review.",
    );
  });

  it("lets only moderators approve; approval stamps `approved` once; owners then switch requestable statuses", async () => {
    const project = await newProject(owner);
    await addVersion(project.id, owner.userId);
    await submitForReview(database.db, owner, project.id);
    await expect(setProjectStatus(database.db, owner, project.id, { status: "approved" })).rejects.toThrow(
      "Only moderators can change the status of a project that is not approved.",
    );
    const moderator = await makeUser(database.db, "moderator");
    const approved = await setProjectStatus(database.db, moderator, project.id, { status: "approved" });
    expect(approved.approved).toBeInstanceOf(Date);
    const unlisted = await setProjectStatus(database.db, owner, project.id, { status: "unlisted" });
    expect(unlisted.status).toBe("unlisted");
    expect(unlisted.approved).toEqual(approved.approved);
    await expect(setProjectStatus(database.db, owner, project.id, { status: "withheld" })).rejects.toThrow(
      "Only moderators can set this status.",
    );
    await expect(setProjectStatus(database.db, owner, project.id, { requestedStatus: "rejected" })).rejects.toThrow(
      "The requested status must be approved, archived, unlisted, private or draft.",
    );
  });

  it("validates edits: at most 3 primary categories, known categories, licenses, links", async () => {
    const project = await newProject(owner);
    await expect(
      updateProject(database.db, owner, project.id, { categories: ["magic", "mobs", "food", "storage"] }),
    ).rejects.toThrow("At most 3 categories can be featured.");
    await expect(updateProject(database.db, owner, project.id, { categories: ["realistic"] })).rejects.toThrow(
      '"realistic" is not a category for this project type.',
    );
    await expect(updateProject(database.db, owner, project.id, { licenseId: "LicenseRef-Mine" })).rejects.toThrow(
      "A custom license needs a URL to its text.",
    );
    await expect(updateProject(database.db, owner, project.id, { sourceUrl: "javascript:alert(1)" })).rejects.toThrow(
      "sourceUrl must start with https:// or http://.",
    );
    const updated = await updateProject(database.db, owner, project.id, {
      categories: ["magic", "mobs"],
      additionalCategories: ["food"],
      licenseId: "mit",
      sourceUrl: "https://example.com/src",
      donationLinks: [{ platform: "ko-fi", url: "https://ko-fi.com/someone" }],
      clientSide: "required",
      serverSide: "optional",
    });
    expect(updated).toMatchObject({ licenseId: "MIT", licenseName: "MIT License", clientSide: "required" });
    const categories = await database.db.projectCategory.findMany({ where: { projectId: project.id } });
    expect(categories.map((c) => [c.category, c.additional]).sort()).toEqual([
      ["food", true],
      ["magic", false],
      ["mobs", false],
    ]);
  });

  it("counts followers", async () => {
    const project = await newProject(owner);
    const fan = await makeUser(database.db);
    expect(await followProject(database.db, fan, project.id, true).catch((e: Error) => e.message)).toBe(
      "Project not found.",
    );
    await database.db.project.update({ where: { id: project.id }, data: { status: "approved" } });
    expect(await followProject(database.db, fan, project.id, true)).toEqual({
      following: true,
      followers: 1,
      changed: true,
    });
    expect(await followProject(database.db, fan, project.id, true)).toEqual({
      following: true,
      followers: 1,
      changed: false,
    });
    expect(await followProject(database.db, fan, project.id, false)).toEqual({
      following: false,
      followers: 0,
      changed: true,
    });
  });
});

describe("teams", () => {
  it("keeps an invitation pending until accepted; declining removes it", async () => {
    const owner = await makeUser(database.db);
    const project = await newProject(owner);
    const invitee = await makeUser(database.db);
    await inviteMember(database.db, owner, project.id, {
      userId: invitee.userId,
      role: "Artist",
      permissions: ProjectPermission.UPLOAD_VERSION,
    });
    await expect(inviteMember(database.db, owner, project.id, { userId: invitee.userId })).rejects.toThrow(
      "This user has already been invited.",
    );
    // A pending invitee may see the draft, but has no permissions yet.
    await expect(submitForReview(database.db, invitee, project.id)).rejects.toMatchObject({ code: "forbidden" });
    expect((await listMembers(database.db, null, project.id).catch(() => [])).length).toBe(0);
    await acceptInvitation(database.db, invitee, project.id);
    expect((await listMembers(database.db, owner, project.id)).map((m) => m.accepted)).toEqual([true, true]);

    const other = await makeUser(database.db);
    await inviteMember(database.db, owner, project.id, { userId: other.userId });
    await declineInvitation(database.db, other, project.id);
    expect(await database.db.teamMember.count({ where: { teamId: project.teamId } })).toBe(2);
  });

  it("refuses to give permissions the inviter lacks", async () => {
    const owner = await makeUser(database.db);
    const project = await newProject(owner);
    const manager = await addMember(project.teamId, ProjectPermission.MANAGE_INVITES);
    const invitee = await makeUser(database.db);
    await expect(
      inviteMember(database.db, manager, project.id, {
        userId: invitee.userId,
        permissions: ProjectPermission.DELETE_PROJECT,
      }),
    ).rejects.toThrow("You cannot give permissions you do not have.");
  });

  it("transfers ownership: exactly one owner, only the owner or an admin may do it, the owner cannot be removed", async () => {
    const owner = await makeUser(database.db);
    const project = await newProject(owner);
    const next = await addMember(project.teamId, 0n);
    await expect(transferOwnership(database.db, next, project.id, next.userId)).rejects.toThrow(
      "Only the owner can transfer ownership.",
    );
    await expect(removeMember(database.db, owner, project.id, owner.userId)).rejects.toThrow(
      "The owner cannot be removed. Transfer ownership first.",
    );
    await transferOwnership(database.db, owner, project.id, next.userId);
    const owners = await database.db.teamMember.findMany({ where: { teamId: project.teamId, isOwner: true } });
    expect(owners.map((m) => m.userId)).toEqual([next.userId]);
    // The database itself refuses a second owner.
    await expect(
      database.db.teamMember.update({
        where: { teamId_userId: { teamId: project.teamId, userId: owner.userId } },
        data: { isOwner: true },
      }),
    ).rejects.toThrow();
    // A member may always leave.
    await removeMember(database.db, owner, project.id, owner.userId);
    expect(await database.db.teamMember.count({ where: { teamId: project.teamId } })).toBe(1);
  });
});

describe("profile summary", () => {
  it("lists a user's projects the viewer may see, with download and follower totals", async () => {
    const owner = await makeUser(database.db);
    const shown = await newProject(owner);
    await newProject(owner);
    await database.db.project.update({
      where: { id: shown.id },
      data: { status: "approved", downloads: 1200, followers: 7 },
    });
    const anonymous = await userProjectSummary(database.db, null, owner.userId);
    expect(anonymous).toMatchObject({ downloads: 1200, followers: 7 });
    expect(anonymous.projects.map((p) => p.id)).toEqual([shown.id]);
    expect((await userProjectSummary(database.db, owner, owner.userId)).projects).toHaveLength(2);
  });
});
