import { describe, expect, it } from "vitest";

import type { DbOrTx } from "../../core/src/db";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { setMonetizationStatus } from "../src/server/services/projects/project-monetization";
import { makeUser, uniqueSlug } from "./helpers";

// setMonetizationStatus (issue 20, "Projects can be demonetized by staff"): staff set any status; the owner (or a
// member with EDIT_DETAILS) switches monetized ↔ demonetized but cannot set or undo force-demonetized; anyone else
// is refused (anonymous 401, a member without the permission or a stranger 403, a hidden project 404).
const database = setupTestDatabase();
const db = () => database.db;

async function approvedProject() {
  const owner = await makeUser(db());
  const slug = uniqueSlug("money");
  const project = await createProject(db(), owner, { name: "Money", slug, projectType: "mod", summary: "Earns" });
  await db().project.update({ where: { id: project.id }, data: { status: "approved" } });
  return { owner, project };
}

const status = async (id: string) =>
  (await db().project.findUniqueOrThrow({ where: { id }, select: { monetizationStatus: true } })).monetizationStatus;

/**
 * The database, except that the first write to a project first runs `meanwhile` on the real database: what another
 * request did between this call's read of the project and its write (the race a reviewer found).
 */
function racing(meanwhile: () => Promise<unknown>): DbOrTx {
  let ran = false;
  const beforeWrite =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!ran) {
        ran = true;
        await meanwhile();
      }
      return write(...args);
    };
  const project = new Proxy(db().project, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if ((key === "update" || key === "updateMany") && typeof value === "function") {
        return beforeWrite((...args: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
        );
      }
      return value;
    },
  });
  return new Proxy(db(), {
    get: (target, key, receiver) => (key === "project" ? project : Reflect.get(target, key, receiver)),
  });
}

describe("setMonetizationStatus", () => {
  it("lets the owner switch monetized ↔ demonetized, and not force-demonetize", async () => {
    const { owner, project } = await approvedProject();
    expect(await setMonetizationStatus(db(), owner, project.slug, "demonetized")).toEqual({
      id: project.id,
      monetizationStatus: "demonetized",
    });
    expect(await status(project.id)).toBe("demonetized");
    await setMonetizationStatus(db(), owner, project.id, "monetized");
    expect(await status(project.id)).toBe("monetized");
    await expect(setMonetizationStatus(db(), owner, project.id, "force-demonetized")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(setMonetizationStatus(db(), owner, project.id, "rich")).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await status(project.id)).toBe("monetized");
  });

  it("lets moderators and admins force-demonetize and lift it; the owner cannot undo it", async () => {
    const { owner, project } = await approvedProject();
    const moderator = await makeUser(db(), "moderator");
    const admin = await makeUser(db(), "admin");
    await setMonetizationStatus(db(), moderator, project.id, "force-demonetized");
    expect(await status(project.id)).toBe("force-demonetized");
    for (const target of ["monetized", "demonetized"]) {
      await expect(setMonetizationStatus(db(), owner, project.id, target)).rejects.toMatchObject({
        code: "forbidden",
      });
    }
    expect(await status(project.id)).toBe("force-demonetized");
    await setMonetizationStatus(db(), admin, project.id, "monetized");
    expect(await status(project.id)).toBe("monetized");
  });

  it.each(["demonetized", "monetized"])(
    "refuses the owner's switch to %s when staff force-demonetize between its read and its write",
    async (target) => {
      const { owner, project } = await approvedProject();
      const moderator = await makeUser(db(), "moderator");
      if (target === "monetized") await setMonetizationStatus(db(), owner, project.id, "demonetized");
      const staffSanction = () => setMonetizationStatus(db(), moderator, project.id, "force-demonetized");
      await expect(setMonetizationStatus(racing(staffSanction), owner, project.id, target)).rejects.toMatchObject({
        code: "forbidden",
        message: "Staff have demonetized this project; only staff can change that.",
      });
      expect(await status(project.id)).toBe("force-demonetized");
    },
  );

  it("refuses the owner concurrently with staff: the sanction stands whichever runs first", async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, project } = await approvedProject();
      const moderator = await makeUser(db(), "moderator");
      await Promise.allSettled([
        setMonetizationStatus(db(), moderator, project.id, "force-demonetized"),
        setMonetizationStatus(db(), owner, project.id, "demonetized"),
      ]);
      expect(await status(project.id)).toBe("force-demonetized");
    }
  });

  it("refuses anonymous callers, strangers and members without EDIT_DETAILS; a hidden project is not found", async () => {
    const { project } = await approvedProject();
    const stranger = await makeUser(db());
    const member = await makeUser(db());
    await db().teamMember.create({
      data: { id: newId(), teamId: project.teamId, userId: member.userId, accepted: true, permissions: 1n },
    });
    await expect(setMonetizationStatus(db(), null, project.id, "demonetized")).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(setMonetizationStatus(db(), stranger, project.id, "demonetized")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(setMonetizationStatus(db(), member, project.id, "demonetized")).rejects.toMatchObject({
      code: "forbidden",
    });
    await db().project.update({ where: { id: project.id }, data: { status: "private" } });
    await expect(setMonetizationStatus(db(), stranger, project.id, "demonetized")).rejects.toMatchObject({
      code: "not_found",
    });
    expect(await status(project.id)).toBe("monetized");
  });
});
