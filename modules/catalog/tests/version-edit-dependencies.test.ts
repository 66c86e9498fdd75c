// The version edit page's dependency fields, read by dependenciesFromForm and saved through updateVersion (the
// service PATCH /v2/version/{id} uses).

import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { acceptInvitation, inviteMember } from "../src/server/services/teams/teams";
import { createVersion } from "../src/server/services/versions/version-create";
import { updateVersion } from "../src/server/services/versions/version-update";
import { formErrorsOf, localizeFormErrors } from "../../ui/src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { dependenciesFromForm } from "../src/ui/actions/dependency-fields";
import { refusalOf } from "../src/ui/actions/form-runner";
import { errorMessages } from "../src/ui/messages/errors";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-edit-deps-");

const database = setupTestDatabase();

const jar = (id: string) =>
  zip({
    "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
    [`${id}/Main.class`]: `class ${id}`,
  });

let owner: Actor;
let library: Awaited<ReturnType<typeof createProject>>;
let libraryVersionId: string;
let versionId: string;
let appId: string;

const projectOf = async (name: string) =>
  createProject(database.db, owner, { name, slug: uniqueSlug(name), projectType: "mod", summary: `The ${name}` });

beforeAll(async () => {
  owner = await makeUser(database.db);
  library = await projectOf("library");
  const app = await projectOf("app");
  appId = app.id;
  const upload = async (projectId: string, id: string) =>
    (
      await createVersion(database.db, owner, projectId, {
        versionNumber: "1.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename: `${id}.jar`, body: jar(id) }],
      })
    ).id;
  libraryVersionId = await upload(library.id, "library_jar");
  versionId = await upload(app.id, "app_jar");
});

/** The form as the edit page posts it: the shown dependencies as hidden fields, then the add row. */
async function formFor(fields: [string, string][]) {
  const form = new FormData();
  const shown = await database.db.dependency.findMany({ where: { versionId }, orderBy: { id: "asc" } });
  for (const dependency of shown) {
    form.append(
      "dependency",
      JSON.stringify({
        dependencyType: dependency.dependencyType,
        projectId: dependency.projectId,
        versionId: dependency.dependencyVersionId,
        fileName: dependency.fileName,
      }),
    );
  }
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const saved = async () =>
  (await database.db.dependency.findMany({ where: { versionId }, orderBy: { id: "asc" } })).map((dependency) => [
    dependency.dependencyType,
    dependency.projectId,
    dependency.dependencyVersionId,
    dependency.fileName,
  ]);

const save = async (fields: [string, string][], actor: Actor | null = owner) =>
  updateVersion(database.db, actor, versionId, { dependencies: dependenciesFromForm(await formFor(fields)) });

describe("editing a version's dependencies", () => {
  it("adds one by project slug, by version id and by file name, keeping the others", async () => {
    await save([
      ["newDependencyType", "required"],
      ["newDependencyTarget", "project"],
      ["newDependencyValue", library.slug],
    ]);
    await save([
      ["newDependencyType", "optional"],
      ["newDependencyTarget", "version"],
      ["newDependencyValue", libraryVersionId],
    ]);
    await save([
      ["newDependencyType", "embedded"],
      ["newDependencyTarget", "file"],
      ["newDependencyValue", "shaded-lib.jar"],
    ]);
    expect(await saved()).toEqual(
      expect.arrayContaining([
        ["required", library.id, null, null],
        ["optional", library.id, libraryVersionId, null],
        ["embedded", null, null, "shaded-lib.jar"],
      ]),
    );
    expect(await saved()).toHaveLength(3);
  });

  it("removes the ticked ones", async () => {
    const before = await saved();
    await save([["removeDependency", "0"]]);
    expect(await saved()).toEqual(expect.arrayContaining(before.slice(1)));
    expect(await saved()).toHaveLength(before.length - 1);
  });

  it.each([
    [
      "an unknown kind",
      ["recommended", "project"],
      "A dependency must be required, optional, incompatible or embedded.",
    ],
    ["a project that does not exist", ["required", "project"], "Dependency project no-such-project-x does not exist."],
  ])("refuses %s with a clear message and changes nothing", async (_case, [type, target], message) => {
    const before = await saved();
    await expect(
      save([
        ["newDependencyType", type!],
        ["newDependencyTarget", target!],
        ["newDependencyValue", "no-such-project-x"],
      ]),
    ).rejects.toMatchObject({ code: "invalid_input", message });
    expect(await saved()).toEqual(before);
  });

  it("refuses another user's draft project and version exactly as missing ones, by id and by slug", async () => {
    const other = await makeUser(database.db);
    const hidden = await createProject(database.db, other, {
      name: "hidden",
      slug: uniqueSlug("hidden"),
      projectType: "mod",
      summary: "A draft nobody else may see",
    });
    const hiddenVersion = await createVersion(database.db, other, hidden.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: "hidden_jar.jar", body: jar("hidden_jar") }],
    });
    const before = await saved();
    const dependOn = (actor: Actor, dependency: { projectId?: string; versionId?: string }) =>
      updateVersion(database.db, actor, versionId, { dependencies: [{ dependencyType: "required", ...dependency }] });
    for (const target of [hidden.id, hidden.slug]) {
      await expect(dependOn(owner, { projectId: target })).rejects.toMatchObject({
        code: "invalid_input",
        message: `Dependency project ${target} does not exist.`,
      });
    }
    await expect(dependOn(owner, { versionId: hiddenVersion.id })).rejects.toMatchObject({
      code: "invalid_input",
      message: `Dependency version ${hiddenVersion.id} does not exist.`,
    });
    expect(await saved()).toEqual(before);
  });

  it.each([
    ["project", "x".repeat(65), "A dependency's project or version must be at most 64 characters."],
    ["version", "x".repeat(65), "A dependency's project or version must be at most 64 characters."],
    ["file", `${"x".repeat(252)}.jar`, "A dependency's file name must be at most 255 characters."],
  ])("refuses a typed %s over its limit and changes nothing", async (target, value, message) => {
    const before = await saved();
    await expect(
      save([
        ["newDependencyType", "embedded"],
        ["newDependencyTarget", target],
        ["newDependencyValue", value],
      ]),
    ).rejects.toMatchObject({ code: "invalid_input", message });
    expect(await saved()).toEqual(before);
  });

  it("refuses a damaged hidden field or target, as a refusal of the form (not a crash), in the reader's language", () => {
    const refusalFrom = (form: FormData) => {
      try {
        dependenciesFromForm(form);
      } catch (error) {
        return error;
      }
      throw new Error("expected a refusal");
    };
    const damaged = new FormData();
    damaged.append("dependency", "{not json");
    const badTarget = new FormData();
    badTarget.set("newDependencyValue", "some-project");
    badTarget.set("newDependencyTarget", "planet");
    const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);
    for (const [form, english, key] of [
      [damaged, "The dependency list was damaged; reload the page.", "dependencies.damaged"],
      [badTarget, "A dependency points at a project, a version or a file name.", "dependencies.targetKind"],
    ] as const) {
      const error = refusalFrom(form);
      expect(error).toMatchObject({ code: "invalid_input", message: english });
      // runForm sends it back to the form as a refusal, not a 500.
      expect(refusalOf(error)).toBe(english);
      const turned = localizeFormErrors(formErrorsOf(error), [errorMessages], UPSIDE_DOWN_LOCALE).message;
      expect(turned).toBe(upsideDown(key));
      expect(turned).not.toBe(english);
    }
  });

  it("refuses another user and changes nothing", async () => {
    const before = await saved();
    const stranger = await makeUser(database.db);
    await expect(save([["removeDependency", "0"]], stranger)).rejects.toMatchObject({ code: "not_found" });
    expect(await saved()).toEqual(before);
  });

  it("changes status and dependencies only with the team's UPLOAD_VERSION or as staff", async () => {
    const status = async () => (await database.db.version.findUniqueOrThrow({ where: { id: versionId } })).status;
    const before = [await saved(), await status()];
    // A member who sees the draft project but may not upload versions.
    const member = await makeUser(database.db);
    await inviteMember(database.db, owner, appId, { userId: member.userId, permissions: 0n });
    await acceptInvitation(database.db, member, appId);
    const edit = (actor: Actor | null, versionStatus: string) =>
      updateVersion(database.db, actor, versionId, {
        status: versionStatus,
        dependencies: dependenciesFromForm(new FormData()),
      });
    await expect(edit(member, "draft")).rejects.toMatchObject({
      code: "forbidden",
      message: "You do not have permission to upload versions to this project.",
    });
    await expect(edit(null, "draft")).rejects.toMatchObject({ code: "unauthorized" });
    expect([await saved(), await status()]).toEqual(before);

    await edit(await makeUser(database.db, "moderator"), "draft");
    expect([await saved(), await status()]).toEqual([[], "draft"]);
    await edit(await makeUser(database.db, "admin"), "unlisted");
    expect(await status()).toBe("unlisted");
  });
});
