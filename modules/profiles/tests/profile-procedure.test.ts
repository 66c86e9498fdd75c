import { describe, expect, it } from "vitest";

import { createProject } from "@hopper/catalog/server";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { profilesRouter } from "../src/server/router";

const database = setupTestDatabase();
const createCaller = createCallerFactory(profilesRouter);

async function user(role: Role = "user") {
  const id = newId();
  const username = `Procedure_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  return { id, username };
}

/** The profiles router called as `who` through a real session, or anonymously. */
async function callerAs(who: { id: string } | null) {
  const viewer = who
    ? await resolveViewer(database.db, { sessionId: (await createSession(database.db, who.id)).id })
    : null;
  return createCaller({ db: database.db, viewer, ip: null, userAgent: null });
}

async function project(ownerId: string, status: string) {
  const { id } = await createProject(
    database.db,
    { userId: ownerId, role: "user" },
    { name: `Shown ${newId()}`, slug: `shown-${newId().toLowerCase()}`, projectType: "mod", summary: "On a profile" },
  );
  await database.db.project.update({ where: { id }, data: { status, published: new Date() } });
  return id;
}

describe("profiles.page", () => {
  it("shows each viewer what they may see: drafts only to the user and staff", async () => {
    const owner = await user();
    const approved = await project(owner.id, "approved");
    const draft = await project(owner.id, "draft");
    const ids = async (who: { id: string } | null) =>
      (await (await callerAs(who)).page({ id: owner.username }))!.projects.map((p) => p.id).sort();
    expect(await ids(null)).toEqual([approved]);
    expect(await ids(await user())).toEqual([approved]);
    for (const who of [owner, await user("moderator"), await user("admin")]) {
      expect(await ids(who)).toEqual([approved, draft].sort());
    }
  });

  it("answers null for an unknown user and the first page for a page number out of range", async () => {
    const owner = await user();
    await project(owner.id, "approved");
    const anonymous = await callerAs(null);
    expect(await anonymous.page({ id: "nobody-here-at-all" })).toBeNull();
    expect((await anonymous.page({ id: owner.id, page: 99 }))!.page).toBe(1);
    expect((await anonymous.page({ id: owner.id, page: -3 }))!.page).toBe(1);
  });

  it("gives the user Edit profile and Manage projects, staff View user details, and no one a billing link yet", async () => {
    const owner = await user();
    await project(owner.id, "approved");
    const links = async (who: { id: string } | null) => (await (await callerAs(who)).page({ id: owner.id }))!.links;
    const none = { editProfile: null, manageProjects: null, viewUserDetails: null, manageUserBilling: null };
    expect(await links(null)).toEqual(none);
    expect(await links(await user())).toEqual(none);
    expect(await links(owner)).toEqual({
      ...none,
      editProfile: "/settings/profile",
      manageProjects: "/dashboard/projects",
    });
    for (const staff of [await user("moderator"), await user("admin")]) {
      expect(await links(staff)).toEqual({ ...none, viewUserDetails: `/admin/user_email?user=${owner.id}` });
    }
  });

  it("filters /user/{id}/{projectType}; an unknown type or one the viewer sees none of answers null", async () => {
    const owner = await user();
    const mod = await project(owner.id, "approved");
    const draftMod = await project(owner.id, "draft");
    const anonymous = await callerAs(null);
    expect((await anonymous.page({ id: owner.id, projectType: "mods" }))!.projects.map((p) => p.id)).toEqual([mod]);
    expect(
      (await (await callerAs(owner)).page({ id: owner.id, projectType: "mods" }))!.projects.map((p) => p.id).sort(),
    ).toEqual([mod, draftMod].sort());
    expect(await anonymous.page({ id: owner.id, projectType: "shaders" })).toBeNull();
    expect(await anonymous.page({ id: owner.id, projectType: "nonsense" })).toBeNull();
    await expect(anonymous.page({ id: owner.id, projectType: "x".repeat(33) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
