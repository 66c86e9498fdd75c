// Issue 16, as a new user found it: a moderator could approve a draft that was never submitted and has no
// versions. Written before the fix; it failed on the old setProjectStatus.

import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { setProjectStatus } from "../src/server/services/projects/project-review";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

describe("a moderator approving a draft that was never submitted", () => {
  it("is refused, and the draft stays as it was", async () => {
    const owner = await makeUser(database.db);
    const moderator = await makeUser(database.db, "moderator");
    const project = await createProject(database.db, owner, {
      name: "Never submitted",
      slug: uniqueSlug("never"),
      projectType: "mod",
      summary: "A draft nobody sent to review",
    });
    await expect(setProjectStatus(database.db, moderator, project.id, { status: "approved" })).rejects.toMatchObject({
      code: "invalid_input",
    });
    expect(await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({
      status: "draft",
      approved: null,
      queued: null,
    });
  });
});
