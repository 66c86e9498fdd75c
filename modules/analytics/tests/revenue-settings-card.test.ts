import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { ProjectPermission } from "../../catalog/src/server/services/permissions";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { analyticsRouter } from "../src/server/router";
import { localBack } from "../src/ui/revenue/revenue-run";
import { makeProject, makeUser } from "./fixtures";
import { codeOf } from "./revenue-support";

// The Monetization card of a project's settings "Analytics" tab (ui/slots/project-analytics) is fed by
// analytics.revenue.monetization: it shows for team members with EDIT_DETAILS and for staff — moderators
// force-demonetize there, /admin/revenue being admins' — and for nobody else (a member who may only read the charts
// gets not found, so the tab renders no card). Its forms return to the tab's own address.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(analyticsRouter);

async function callerFor(userId: string) {
  const session = await createSession(db(), userId, { ip: "192.0.2.1", userAgent: "vitest" });
  const viewer = await resolveViewer(db(), { sessionId: session.id });
  return createCaller({ db: db(), viewer, ip: "192.0.2.1", userAgent: null }).revenue;
}

async function callerAs(role: Role) {
  return callerFor((await makeUser(db(), role)).userId);
}

/** Gives a team member these permission bits (the fixtures' team gives non-owners none). */
async function grant(projectId: string, userId: string, permissions: bigint) {
  const project = await db().project.findUniqueOrThrow({ where: { id: projectId }, select: { teamId: true } });
  await db().teamMember.updateMany({ where: { teamId: project.teamId, userId }, data: { permissions } });
}

describe("the settings tab's Monetization card", () => {
  it("is shown to members with EDIT_DETAILS and staff, not to a member who may only read the charts", async () => {
    const owner = await makeUser(db());
    const editor = await makeUser(db());
    const analyst = await makeUser(db());
    const project = await makeProject(db(), [
      { userId: owner.userId, owner: true, split: 100 },
      { userId: editor.userId },
      { userId: analyst.userId },
    ]);
    await grant(project, editor.userId, ProjectPermission.EDIT_DETAILS);
    await grant(project, analyst.userId, ProjectPermission.VIEW_ANALYTICS | ProjectPermission.VIEW_PAYOUTS);

    expect(await codeOf((await callerFor(analyst.userId)).monetization({ project }))).toBe("NOT_FOUND");
    expect(await (await callerFor(editor.userId)).monetization({ project })).toMatchObject({
      id: project,
      monetizationStatus: "monetized",
      choices: ["monetized", "demonetized"],
    });
    const moderator = await callerAs("moderator");
    expect(await moderator.monetization({ project })).toMatchObject({
      choices: ["monetized", "demonetized", "force-demonetized"],
    });
    expect(await (await callerAs("admin")).monetization({ project })).toMatchObject({
      choices: ["monetized", "demonetized", "force-demonetized"],
    });
  });

  it("lets a moderator force-demonetize from the tab, which the editor then cannot undo", async () => {
    const owner = await makeUser(db());
    const editor = await makeUser(db());
    const project = await makeProject(db(), [{ userId: owner.userId, owner: true }, { userId: editor.userId }]);
    await grant(project, editor.userId, ProjectPermission.EDIT_DETAILS);
    const moderator = await callerAs("moderator");
    await moderator.setMonetization({ project, status: "force-demonetized" });
    const editorCaller = await callerFor(editor.userId);
    expect(await editorCaller.monetization({ project })).toMatchObject({
      monetizationStatus: "force-demonetized",
      choices: [],
    });
    expect(await codeOf(editorCaller.setMonetization({ project, status: "monetized" }))).toBe("FORBIDDEN");
    await moderator.setMonetization({ project, status: "monetized" });
    expect(await editorCaller.monetization({ project })).toMatchObject({ monetizationStatus: "monetized" });
  });

  it("returns the card's forms to the tab's address, never to another host", () => {
    expect(localBack("/mod/my_mod-2/settings/analytics")).toBe("/mod/my_mod-2/settings/analytics");
    expect(localBack("//evil.example/settings/analytics")).toBe("/dashboard/revenue");
    expect(localBack("https://evil.example/")).toBe("/dashboard/revenue");
  });
});
