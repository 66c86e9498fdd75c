import { existsSync } from "node:fs";
import path from "node:path";

import { newId } from "@hopper/core/db";
import { describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { addGalleryImage, NOT_AN_IMAGE, removeGalleryImage, setProjectIcon } from "../src/server/services/media/media";
import { ALL_PROJECT_PERMISSIONS, ProjectPermission } from "../src/server/services/permissions";
import type { ProjectPermissionName } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { deleteProject } from "../src/server/services/projects/project-delete";
import { createVersion } from "../src/server/services/versions/version-create";
import { deleteVersion } from "../src/server/services/versions/version-delete";
import { updateVersion } from "../src/server/services/versions/version-update";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { TINY_PNG } from "../../../tests/support/images";
import { fileTempDir } from "../../../tests/support/temp-dir";

const dataDir = fileTempDir("hopper-media-");
process.env.HOPPER_DATA_DIR = dataDir;
const database = setupTestDatabase();

const PNG = TINY_PNG;

async function fixture() {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Media test",
    slug: uniqueSlug("media"),
    projectType: "mod",
    summary: "Versions and media",
  });
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [
      { filename: "a.jar", body: VALID_FILES.fabric.bytes() },
      { filename: "a-sources.jar", body: VALID_FILES.fabric.bytes(), fileType: "sources-jar" },
    ],
  });
  const image = await addGalleryImage(database.db, owner, project.id, { bytes: PNG, title: "Shot" });
  return { owner, project, version, image };
}

type Role = "anonymous" | "other" | "without" | "with" | "moderator" | "admin";
const ROLES: Role[] = ["anonymous", "other", "without", "with", "moderator", "admin"];

function matrix(
  title: string,
  flag: ProjectPermissionName,
  allowed: Record<Role, boolean>,
  run: (actor: Actor | null, ctx: Awaited<ReturnType<typeof fixture>>) => Promise<unknown>,
) {
  describe(title, () => {
    it.each(ROLES)("as %s", async (role) => {
      const ctx = await fixture();
      let actor: Actor | null = null;
      if (role === "other" || role === "moderator" || role === "admin") {
        actor = await makeUser(database.db, role === "other" ? "user" : role);
      } else if (role === "with" || role === "without") {
        actor = await makeUser(database.db);
        const bits = role === "with" ? ProjectPermission[flag] : ALL_PROJECT_PERMISSIONS & ~ProjectPermission[flag];
        await database.db.teamMember.create({
          data: { id: newId(), teamId: ctx.project.teamId, userId: actor.userId, accepted: true, permissions: bits },
        });
      }
      const attempt = run(actor, ctx);
      if (allowed[role]) await expect(attempt).resolves.not.toThrow();
      else {
        await expect(attempt).rejects.toMatchObject({
          code: role === "anonymous" ? "unauthorized" : role === "other" ? "not_found" : "forbidden",
        });
      }
    });
  });
}

const STAFF_TOO = { anonymous: false, other: false, without: false, with: true, moderator: true, admin: true };
const ADMIN_ONLY = { anonymous: false, other: false, without: false, with: true, moderator: false, admin: true };

matrix("editing a version", "UPLOAD_VERSION", STAFF_TOO, (actor, { version }) =>
  updateVersion(database.db, actor, version.id, { name: "Renamed", versionType: "beta" }),
);
matrix("deleting a version", "DELETE_VERSION", ADMIN_ONLY, (actor, { version }) =>
  deleteVersion(database.db, actor, version.id),
);
matrix("setting the icon", "EDIT_DETAILS", STAFF_TOO, (actor, { project }) =>
  setProjectIcon(database.db, actor, project.id, PNG),
);
matrix("adding a gallery image", "EDIT_DETAILS", STAFF_TOO, (actor, { project }) =>
  addGalleryImage(database.db, actor, project.id, { bytes: PNG, featured: true }),
);
matrix("removing a gallery image", "EDIT_DETAILS", STAFF_TOO, (actor, { image }) =>
  removeGalleryImage(database.db, actor, image.id),
);

describe("version edits", () => {
  it("changes the primary file, loaders and game versions, and keeps the project's compatibility in step", async () => {
    const { owner, project, version } = await fixture();
    const updated = await updateVersion(database.db, owner, version.id, {
      primaryFile: "a-sources.jar",
      loaders: ["fabric", "quilt"],
      gameVersions: ["1.21.1"],
    });
    expect(updated.files.map((file) => [file.filename, file.primary])).toEqual([
      ["a.jar", false],
      ["a-sources.jar", true],
    ]);
    const after = await database.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.loaders).toEqual(["fabric", "quilt"]);
    expect(after.gameVersions).toEqual(["1.21.1"]);
  });

  it.each([
    [{ versionNumber: "y".repeat(33) }, "The version number must be at most 32 characters."],
    [{ loaders: ["iris"] }, "The loader iris cannot be used for a mod."],
    [{ primaryFile: "nope.jar" }, "The primary file must be one of the files."],
  ])("refuses %j", async (input, message) => {
    const { owner, version } = await fixture();
    await expect(updateVersion(database.db, owner, version.id, input)).rejects.toThrow(message);
  });

  it("deleting the last version clears the project's loaders", async () => {
    const { owner, project, version } = await fixture();
    await deleteVersion(database.db, owner, version.id);
    expect((await database.db.project.findUniqueOrThrow({ where: { id: project.id } })).loaders).toEqual([]);
  });
});

describe("images", () => {
  it("refuses a non-image and an oversized icon", async () => {
    const { owner, project } = await fixture();
    await expect(setProjectIcon(database.db, owner, project.id, new TextEncoder().encode("<svg/>"))).rejects.toThrow(
      NOT_AN_IMAGE,
    );
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    await expect(setProjectIcon(database.db, owner, project.id, big)).rejects.toThrow(
      "The icon must be at most 256 KiB.",
    );
  });

  it("stores the icon by content and keeps one featured gallery image", async () => {
    const { owner, project } = await fixture();
    const updated = await setProjectIcon(database.db, owner, project.id, PNG);
    expect(updated.iconUrl).toMatch(new RegExp(`^/cdn/data/${project.id}/[0-9a-f]{40}\\.icon\\.webp$`));
    await addGalleryImage(database.db, owner, project.id, { bytes: PNG, featured: true });
    await addGalleryImage(database.db, owner, project.id, { bytes: PNG, featured: true });
    expect(await database.db.galleryImage.count({ where: { projectId: project.id, featured: true } })).toBe(1);
  });
});

describe("deleting a project", () => {
  it("removes its versions' stored files", async () => {
    const { owner, project, version } = await fixture();
    const stored = path.join(dataDir, "cdn", version.files[0]!.storageKey);
    expect(existsSync(stored)).toBe(true);
    await deleteProject(database.db, owner, project.id);
    expect(existsSync(stored)).toBe(false);
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(0);
  });
});
