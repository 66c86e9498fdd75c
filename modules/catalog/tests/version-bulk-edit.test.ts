import { describe, expect, it } from "vitest";

import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import {
  bulkEditVersions,
  LAST_GAME_VERSION,
  LAST_LOADER,
  NO_VERSIONS_CHOSEN,
  NOTHING_TO_CHANGE,
} from "../src/server/services/versions/version-bulk-edit";
import { updateVersion } from "../src/server/services/versions/version-update";
import { setupApi } from "./api-project-fixtures";
import { VALID_FILES } from "./archives";
import { uniqueSlug } from "./helpers";

// Bulk version edit: one service, the single edit's permission checks (UPLOAD_VERSION on a visible project),
// one transaction, one catalog.project-changed for search.

const { database, project, callers, user, events } = setupApi("version-bulk-edit");

/** An approved Fabric mod with three versions on 1.20.1 (release, listed). */
async function modWithVersions() {
  const created = await project();
  const versions = [];
  for (const number of ["1.0.0", "1.1.0", "1.2.0"]) {
    versions.push(
      await createVersion(database.db, created.owner.actor, created.id, {
        versionNumber: number,
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename: `${number}-${created.id}.jar`, body: VALID_FILES.fabric.bytes() }],
      }),
    );
  }
  return { ...created, versions };
}

const rows = (projectId: string) =>
  database.db.version.findMany({
    where: { projectId },
    orderBy: { versionNumber: "asc" },
    select: { versionNumber: true, loaders: true, gameVersions: true, versionType: true, status: true },
  });

describe("bulkEditVersions", () => {
  it("adds and removes loaders and game versions, sets channel and status on the chosen versions only", async () => {
    const mod = await modWithVersions();
    const [first, second] = mod.versions;
    await events.take();
    const result = await bulkEditVersions(database.db, mod.owner.actor, mod.id, {
      versionIds: [first!.id, second!.id],
      addLoaders: ["quilt"],
      addGameVersions: ["1.20.4", "1.20.2"],
      removeGameVersions: ["1.20.1"],
      versionType: "beta",
      status: "archived",
    });
    expect(result.versionIds.sort()).toEqual([first!.id, second!.id].sort());
    const base = { loaders: ["fabric", "quilt"], gameVersions: ["1.20.4", "1.20.2"], versionType: "beta" };
    expect(await rows(mod.id)).toEqual([
      { versionNumber: "1.0.0", ...base, status: "archived" },
      { versionNumber: "1.1.0", ...base, status: "archived" },
      {
        versionNumber: "1.2.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        versionType: "release",
        status: "listed",
      },
    ]);
    // The project's compatibility is recomputed from its versions, and search hears of it once.
    const updated = await database.db.project.findUniqueOrThrow({ where: { id: mod.id } });
    expect(updated.loaders).toEqual(["fabric", "quilt"]);
    expect([...updated.gameVersions].sort()).toEqual(["1.20.1", "1.20.2", "1.20.4"]);
    expect(await events.take()).toEqual([mod.id]);

    // Removing a loader from both takes quilt off the project again.
    await bulkEditVersions(database.db, mod.owner.actor, mod.id, {
      versionIds: [first!.id, second!.id],
      removeLoaders: ["quilt"],
    });
    expect((await database.db.project.findUniqueOrThrow({ where: { id: mod.id } })).loaders).toEqual(["fabric"]);
  });

  it("allows exactly whom the single edit allows: a member with UPLOAD_VERSION, a moderator, an admin", async () => {
    const mod = await modWithVersions();
    const who = await callers(mod.teamId, "UPLOAD_VERSION");
    const edit = { versionIds: mod.versions.map((version) => version.id), versionType: "alpha" };
    for (const caller of [who.withFlag, who.moderator, who.admin]) {
      await expect(bulkEditVersions(database.db, caller.actor, mod.id, edit)).resolves.toMatchObject({
        projectId: mod.id,
      });
      // The single edit agrees.
      await expect(
        updateVersion(database.db, caller.actor, mod.versions[0]!.id, { versionType: "alpha" }),
      ).resolves.toBeTruthy();
    }
    expect((await rows(mod.id)).map((row) => row.versionType)).toEqual(["alpha", "alpha", "alpha"]);
  });

  it("refuses anonymous callers, non-members and members without UPLOAD_VERSION, changing nothing", async () => {
    const mod = await modWithVersions();
    const who = await callers(mod.teamId, "UPLOAD_VERSION");
    const edit = { versionIds: mod.versions.map((version) => version.id), status: "draft" };
    await expect(bulkEditVersions(database.db, null, mod.id, edit)).rejects.toMatchObject({ code: "unauthorized" });
    for (const caller of [who.other, who.without]) {
      await expect(bulkEditVersions(database.db, caller.actor, mod.id, edit)).rejects.toMatchObject({
        code: "forbidden",
        message: "You do not have permission to upload versions to this project.",
      });
      await expect(
        updateVersion(database.db, caller.actor, mod.versions[0]!.id, { status: "draft" }),
      ).rejects.toMatchObject({
        code: "forbidden",
      });
    }
    expect((await rows(mod.id)).map((row) => row.status)).toEqual(["listed", "listed", "listed"]);
  });

  it("answers not_found for a project the caller may not see", async () => {
    const owner = await user();
    const hidden = await createProject(database.db, owner.actor, {
      name: "Hidden",
      slug: uniqueSlug("hidden"),
      projectType: "mod",
      summary: "A draft nobody else sees",
    });
    const version = await createVersion(database.db, owner.actor, hidden.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: `h-${hidden.id}.jar`, body: VALID_FILES.fabric.bytes() }],
    });
    const stranger = await user();
    await expect(
      bulkEditVersions(database.db, stranger.actor, hidden.id, { versionIds: [version.id], status: "draft" }),
    ).rejects.toMatchObject({ code: "not_found", message: "Project not found." });
  });

  it("is one transaction: a refusal for one version leaves every version as it was", async () => {
    const mod = await modWithVersions();
    // The third version has quilt only; removing quilt would leave it without a loader.
    await updateVersion(database.db, mod.owner.actor, mod.versions[2]!.id, { loaders: ["quilt"] });
    const before = await rows(mod.id);
    await events.take();
    const ids = mod.versions.map((version) => version.id);
    await expect(
      bulkEditVersions(database.db, mod.owner.actor, mod.id, {
        versionIds: ids,
        addGameVersions: ["1.20.4"],
        removeLoaders: ["quilt"],
        status: "archived",
      }),
    ).rejects.toMatchObject({ code: "invalid_input", message: LAST_LOADER });
    await expect(
      bulkEditVersions(database.db, mod.owner.actor, mod.id, { versionIds: ids, removeGameVersions: ["1.20.1"] }),
    ).rejects.toMatchObject({ message: LAST_GAME_VERSION });
    expect(await rows(mod.id)).toEqual(before);
    expect(await events.take()).toEqual([]);
  });

  it("refuses a version of another project as missing, and changes nothing", async () => {
    const mod = await modWithVersions();
    const other = await modWithVersions();
    await expect(
      bulkEditVersions(database.db, mod.owner.actor, mod.id, {
        versionIds: [mod.versions[0]!.id, other.versions[0]!.id],
        versionType: "beta",
      }),
    ).rejects.toMatchObject({ code: "not_found", message: "Version not found." });
    expect((await rows(mod.id)).map((row) => row.versionType)).toEqual(["release", "release", "release"]);
  });

  it("refuses the values the single edit refuses, with the same messages", async () => {
    const mod = await modWithVersions();
    const versionIds = [mod.versions[0]!.id];
    const refusal = async (edit: Record<string, unknown>) => {
      const error = await bulkEditVersions(database.db, mod.owner.actor, mod.id, { versionIds, ...edit }).catch(
        (caught: Error) => caught,
      );
      return (error as Error).message;
    };
    const single = async (edit: Record<string, unknown>) =>
      ((await updateVersion(database.db, mod.owner.actor, versionIds[0]!, edit).catch((e: Error) => e)) as Error)
        .message;
    expect(await refusal({ addLoaders: ["iris"] })).toBe("The loader iris cannot be used for a mod.");
    expect(await refusal({ addLoaders: ["iris"] })).toBe(await single({ loaders: ["iris"] }));
    expect(await refusal({ addLoaders: ["nonsense"] })).toBe("Unknown loader: nonsense.");
    expect(await refusal({ addGameVersions: ["9.9.9"] })).toBe("Unknown game version: 9.9.9.");
    expect(await refusal({ addGameVersions: ["9.9.9"] })).toBe(await single({ gameVersions: ["9.9.9"] }));
    expect(await refusal({ versionType: "nightly" })).toBe(await single({ versionType: "nightly" }));
    expect(await refusal({ status: "scheduled" })).toBe(await single({ status: "scheduled" }));
    expect(await refusal({})).toBe(NOTHING_TO_CHANGE);
    await expect(
      bulkEditVersions(database.db, mod.owner.actor, mod.id, { versionIds: [], status: "draft" }),
    ).rejects.toThrow(NO_VERSIONS_CHOSEN);
  });
});
