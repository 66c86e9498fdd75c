// The service still creates a project without a summary (needed only when the project goes to review); the site's
// create dialog (catalog.projects.create) asks for one, so its first "Submit for review" is not refused for it.

import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { NO_SUMMARY_FOR_REVIEW, submitForReview } from "../src/server/services/projects/project-review";
import { updateProject } from "../src/server/services/projects/project-update";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { signedInCaller } from "./callers";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-summary-");

const database = setupTestDatabase();

describe("a project created without a summary", () => {
  it("is created as a draft, refused for review until it has a summary, then submitted", async () => {
    const owner = await makeUser(database.db);
    const project = await createProject(database.db, owner, {
      name: "No summary yet",
      slug: uniqueSlug("nosummary"),
      projectType: "mod",
      visibility: "unlisted",
    });
    expect(project).toMatchObject({ status: "draft", summary: "", requestedStatus: "unlisted" });
    const sample = VALID_FILES.fabric;
    await createVersion(database.db, owner, project.id, {
      versionNumber: "1.0.0",
      loaders: [...sample.loaders],
      gameVersions: ["1.20.1"],
      files: [{ filename: sample.filename, body: sample.bytes() }],
    });
    await expect(submitForReview(database.db, owner, project.id)).rejects.toMatchObject({
      code: "invalid_input",
      message: NO_SUMMARY_FOR_REVIEW,
    });
    expect(await database.db.project.findUnique({ where: { id: project.id } })).toMatchObject({ status: "draft" });
    await updateProject(database.db, owner, project.id, { summary: "Now it has one" });
    expect(await submitForReview(database.db, owner, project.id)).toMatchObject({ status: "processing" });
  });

  it("still refuses a summary that is given but too short (the API always gives one)", async () => {
    const owner = await makeUser(database.db);
    const slug = uniqueSlug("short");
    await expect(
      createProject(database.db, owner, { name: "Short summary", slug, projectType: "mod", summary: "x" }),
    ).rejects.toMatchObject({ code: "invalid_input" });
    expect(await database.db.project.count({ where: { slugKey: slug } })).toBe(0);
  });
});

describe("the site's create dialog (catalog.projects.create)", () => {
  it("refuses a project without a summary, next to the summary field", async () => {
    const { caller } = await signedInCaller(database.db);
    const slug = uniqueSlug("dialog");
    await expect(
      // @ts-expect-error -- the dialog always sends a summary; an old client that leaves it out is refused
      caller.projects.create({ name: "From the dialog", slug, projectType: "mod", visibility: "public" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await database.db.project.count({ where: { slugKey: slug } })).toBe(0);
  });

  it("keeps the summary, so the first submission for review is not refused for it", async () => {
    const { actor, caller } = await signedInCaller(database.db);
    const created = await caller.projects.create({
      name: "From the dialog",
      slug: uniqueSlug("dialog"),
      projectType: "mod",
      visibility: "public",
      summary: "  Written in the dialog  ",
    });
    expect(await database.db.project.findUnique({ where: { id: created.id } })).toMatchObject({
      summary: "Written in the dialog",
    });
    const sample = VALID_FILES.fabric;
    await createVersion(database.db, actor, created.id, {
      versionNumber: "1.0.0",
      loaders: [...sample.loaders],
      gameVersions: ["1.20.1"],
      files: [{ filename: sample.filename, body: sample.bytes() }],
    });
    expect(await caller.projects.submitForReview({ projectId: created.id })).toMatchObject({ status: "processing" });
  });
});
