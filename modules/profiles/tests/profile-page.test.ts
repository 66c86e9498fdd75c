import { describe, expect, it } from "vitest";

import type { Actor } from "../../core/src/auth";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createProject } from "../../catalog/src/server/services/projects/project-create";
import { createOrganization } from "../../catalog/src/server/services/organizations/organizations";
import { createCollection, updateCollection } from "../../collections/src/server/services/collections";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { loadProfilePage, PROJECTS_PER_PAGE } from "../src/server/services/profile-page";

const database = setupTestDatabase();

async function user(role: Role = "user") {
  const id = newId();
  const username = `Profiled_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  return { id, userId: id, username, role };
}

async function project(
  owner: Actor,
  status: string,
  downloads: number,
  followers: number,
  projectType = "resourcepack",
) {
  const created = await createProject(database.db, owner, {
    name: `Profile ${status} ${newId()}`,
    slug: `profile-${newId().toLowerCase()}`,
    projectType,
    summary: "A project on a profile",
  });
  await database.db.project.update({
    where: { id: created.id },
    data: { status, downloads, followers, published: new Date() },
  });
  return created.id;
}

describe("the profile page's data", () => {
  it("totals the visible projects; drafts and private ones only for the user and staff", async () => {
    const owner = await user();
    const listed = await project(owner, "approved", 12_345, 10);
    const archived = await project(owner, "archived", 1_000_000, 5);
    const draft = await project(owner, "draft", 7, 1);
    const hidden = await project(owner, "private", 3, 2);

    const anonymous = await loadProfilePage(database.db, null, owner.username.toUpperCase(), 1);
    expect(anonymous?.user.id).toBe(owner.id);
    expect(anonymous?.totals).toEqual({ projects: 2, downloads: 1_012_345, followers: 15 });
    expect(anonymous?.projects.map((p) => p.id).sort()).toEqual([listed, archived].sort());
    expect(anonymous?.projects.find((p) => p.id === listed)).toMatchObject({
      label: "Resource pack",
      href: expect.stringMatching(/^\/resourcepack\/profile-/),
    });
    expect(anonymous?.projects.find((p) => p.id === archived)?.label).toBe("Resource pack · Archived");

    const stranger = await user();
    expect((await loadProfilePage(database.db, stranger, owner.id, 1))?.totals.projects).toBe(2);
    for (const viewer of [owner, await user("moderator"), await user("admin")]) {
      const page = await loadProfilePage(database.db, viewer, owner.id, 1);
      expect(page?.totals).toEqual({ projects: 4, downloads: 1_012_355, followers: 18 });
      expect(page?.projects.map((p) => p.id).sort()).toEqual([listed, archived, draft, hidden].sort());
    }
  });

  it("pages the cards 20 at a time while the totals count every project", async () => {
    const owner = await user();
    for (let index = 0; index < PROJECTS_PER_PAGE + 3; index += 1) await project(owner, "approved", 2, 1);
    const first = await loadProfilePage(database.db, null, owner.id, 1);
    const second = await loadProfilePage(database.db, null, owner.id, 2);
    expect(first).toMatchObject({ page: 1, pages: 2, totals: { projects: 23, downloads: 46, followers: 23 } });
    expect(first?.projects).toHaveLength(20);
    expect(second?.projects).toHaveLength(3);
    expect((await loadProfilePage(database.db, null, owner.id, 99))?.page).toBe(2);
  });

  it("lists the listed collections to everyone and the private ones to the user and staff, with project counts", async () => {
    const owner = await user();
    const listedProject = await project(owner, "approved", 1, 1);
    const draftProject = await project(owner, "draft", 1, 1);
    const shared = await createCollection(database.db, owner, {
      name: "Shared picks",
      projects: [listedProject, draftProject],
    });
    const secret = await createCollection(database.db, owner, { name: "Secret picks" });
    await updateCollection(database.db, owner, secret.id, { status: "private" });
    const names = async (viewer: Actor | null) =>
      (await loadProfilePage(database.db, viewer, owner.id, 1))?.collections.map((c) => [c.name, c.projects]);
    expect(await names(null)).toEqual([["Shared picks", 1]]);
    expect(await names(await user())).toEqual([["Shared picks", 1]]);
    for (const viewer of [owner, await user("moderator"), await user("admin")]) {
      expect(await names(viewer)).toEqual([
        ["Secret picks", 0],
        ["Shared picks", 2],
      ]);
    }
    expect(shared.userId).toBe(owner.id);
  });

  it("is null for an unknown user", async () => {
    expect(await loadProfilePage(database.db, null, "nobody-at-all", 1)).toBeNull();
  });

  it("badges: moderator and admin by role, creator for a listed project's owner, team member on another's", async () => {
    const owner = await user();
    const helper = await user();
    const draftOnly = await user();
    const listed = await project(owner, "approved", 1, 1);
    const team = await database.db.project.findUniqueOrThrow({ where: { id: listed }, select: { teamId: true } });
    await database.db.teamMember.create({
      data: { id: newId(), teamId: team.teamId, userId: helper.id, role: "Helper", accepted: true },
    });
    // An owner of a draft only, and an invitation not yet accepted, earn nothing (a badge never reveals them).
    const draft = await project(draftOnly, "draft", 1, 1);
    const draftTeam = await database.db.project.findUniqueOrThrow({ where: { id: draft }, select: { teamId: true } });
    const invited = await user();
    await database.db.teamMember.create({
      data: { id: newId(), teamId: team.teamId, userId: invited.id, role: "Helper", accepted: false },
    });
    await database.db.teamMember.create({
      data: { id: newId(), teamId: draftTeam.teamId, userId: helper.id, role: "Helper", accepted: true },
    });
    const badges = async (who: { id: string }) => (await loadProfilePage(database.db, null, who.id, 1))?.badges;
    expect(await badges(owner)).toEqual(["creator"]);
    expect(await badges(helper)).toEqual(["teamMember"]);
    expect(await badges(draftOnly)).toEqual([]);
    expect(await badges(invited)).toEqual([]);
    expect(await badges(await user("moderator"))).toEqual(["moderator"]);
    const admin = await user("admin");
    await project(admin, "archived", 1, 1);
    expect(await badges(admin)).toEqual(["admin", "creator"]);
  });

  it("lists the user's organizations and a tab per project type they have, filtering by the tab", async () => {
    const owner = await user();
    const organization = await createOrganization(database.db, owner, {
      name: "Profile Guild",
      slug: `guild-${newId().toLowerCase()}`,
      description: "An organization on a profile",
    });
    const pack = await project(owner, "approved", 5, 1);
    const shader = await project(owner, "approved", 7, 2, "shader");
    const page = await loadProfilePage(database.db, null, owner.id, 1);
    expect(page?.organizations).toEqual([
      { id: organization.id, slug: organization.slug, name: "Profile Guild", iconUrl: null },
    ]);
    expect(page?.types).toEqual(["resourcepacks", "shaders"]);
    const shaders = await loadProfilePage(database.db, null, owner.id, 1, "shaders");
    expect(shaders?.projectType).toBe("shaders");
    expect(shaders?.projects.map((p) => p.id)).toEqual([shader]);
    // The totals stay those of every type.
    expect(shaders?.totals).toEqual({ projects: 2, downloads: 12, followers: 3 });
    expect((await loadProfilePage(database.db, null, owner.id, 1, "resourcepacks"))?.projects.map((p) => p.id)).toEqual(
      [pack],
    );
    expect(await loadProfilePage(database.db, null, owner.id, 1, "mods")).toBeNull();
  });
});
