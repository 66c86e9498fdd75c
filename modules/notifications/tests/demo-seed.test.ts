import { describe, expect, it } from "vitest";

import { createProject, createVersion, listMembers } from "@hopper/catalog/server";

import { VALID_FILES } from "../../catalog/tests/archives";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import seed from "../src/seed";

// The module's demo data: demo-creator hears of another creator's project, is invited to one (a real invitation
// Accept can take) and has a read one in its history; seeding again adds nothing.

tempDataDir("hopper-notifications-seed-");
const database = setupTestDatabase();
const db = () => database.db;

async function user(username: string) {
  const id = newId();
  await db().user.create({ data: { id, username, usernameKey: username } });
  return { userId: id, role: "user" as const };
}

describe("the notifications seed", () => {
  it("gives demo-creator a project update, a pending invite and a read notification, once", async () => {
    const creator = await user("demo-creator");
    const owner = await user("quietowl");
    const project = await createProject(db(), owner, {
      name: "Quiet Lanterns",
      slug: "quiet-lanterns",
      projectType: "mod",
      summary: "Made for the seed test",
    });
    const version = await createVersion(db(), owner, project.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: "quiet.jar", body: VALID_FILES.fabric.bytes() }],
    });
    await db().project.update({ where: { id: project.id }, data: { status: "approved" } });

    const lines: string[] = [];
    await seed({ db: db(), report: (line) => lines.push(line) });
    await seed({ db: db(), report: (line) => lines.push(line) });

    const notifications = await db().notification.findMany({
      where: { userId: creator.userId },
      orderBy: { createdAt: "asc" },
    });
    expect(notifications.map(({ type, read }) => ({ type, read }))).toEqual([
      { type: "legacy_markdown", read: true },
      { type: "project_update", read: false },
      { type: "team_invite", read: false },
    ]);
    expect(notifications[1]!.body).toMatchObject({ project_id: project.id, version_id: version.id });
    expect(notifications[2]!.body).toMatchObject({ project_id: project.id, team_id: project.teamId });
    const members = await listMembers(db(), owner, project.id);
    expect(members.filter((member) => member.userId === creator.userId)).toMatchObject([{ accepted: false }]);
    expect(lines).toEqual(["notifications 3 new demo notifications of demo-creator (one is a team invite)"]);
  });
});
