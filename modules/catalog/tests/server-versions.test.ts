// The catalogue's reads for game servers (the hosting module's only way to its versions): the newest listed
// versions per project that run on a server's loader and game version, bounded per project and in the number of
// projects, for projects the actor may see; a pinned version by id; a pack order's newest listed version; a
// version's install file. Real PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import type { Actor } from "../../core/src/auth";
import { createProject } from "../src/server/services/projects/project-create";
import {
  SERVER_VERSION_PROJECTS_MAX,
  newestListedVersion,
  newestServerVersions,
  serverVersion,
  versionInstallFile,
} from "../src/server/services/versions/server-versions";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();
const fabric = { loaders: ["fabric"], gameVersion: "1.21.4" };

describe("versions for game servers", () => {
  let author: Actor;
  let stranger: Actor;
  let listed: string;
  let hidden: string;
  const ids: Record<string, string> = {};

  async function project(status: string) {
    const created = await createProject(database.db, author, {
      name: "Server versions",
      slug: uniqueSlug("server-versions"),
      projectType: "mod",
      summary: "A project for the server version reads",
    });
    await database.db.project.update({ where: { id: created.id }, data: { status } });
    return created.id;
  }

  async function version(projectId: string, name: string, day: number, extra: Record<string, unknown> = {}) {
    const id = newId();
    ids[name] = id;
    await database.db.version.create({
      data: {
        id,
        projectId,
        authorId: author.userId,
        name,
        versionNumber: name,
        loaders: ["fabric"],
        gameVersions: ["1.21.4"],
        datePublished: new Date(Date.UTC(2026, 0, day)),
        ...extra,
        files: {
          create: [
            {
              id: newId(),
              filename: `${name}-sources.jar`,
              storageKey: `k/${name}-s`,
              size: 1,
              sha1: "1".repeat(40),
              sha512: "1".repeat(128),
              ordering: 0,
            },
            {
              id: newId(),
              filename: `${name}.jar`,
              storageKey: `k/${name}`,
              size: 1,
              sha1: "2".repeat(40),
              sha512: "2".repeat(128),
              primary: true,
              ordering: 1,
            },
          ],
        },
      },
    });
    return id;
  }

  beforeAll(async () => {
    author = await makeUser(database.db);
    stranger = await makeUser(database.db);
    listed = await project("approved");
    hidden = await project("draft");
    await version(listed, "a-1.0", 1);
    await version(listed, "a-1.1", 2);
    await version(listed, "a-1.2", 3);
    await version(listed, "a-forge", 4, { loaders: ["forge"] });
    await version(listed, "a-old-game", 5, { gameVersions: ["1.20.1"] });
    await version(listed, "a-draft", 6, { status: "draft" });
    await version(hidden, "h-1.0", 1);
  });

  it("answers the newest compatible listed versions per project, at most as many as asked", async () => {
    const one = await newestServerVersions(database.db, stranger, [listed, hidden], fabric);
    expect([...one.keys()]).toEqual([listed]);
    expect(one.get(listed)!.map((v) => v.versionNumber)).toEqual(["a-1.2"]);
    const two = await newestServerVersions(database.db, stranger, [listed], fabric, 2);
    expect(two.get(listed)!.map((v) => v.versionNumber)).toEqual(["a-1.2", "a-1.1"]);
    // capped per project
    const many = await newestServerVersions(database.db, stranger, [listed], fabric, 1000);
    expect(many.get(listed)!.map((v) => v.versionNumber)).toEqual(["a-1.2", "a-1.1", "a-1.0"]);
    expect(one.get(listed)![0]!.files.map((f) => f.filename)).toEqual(["a-1.2-sources.jar", "a-1.2.jar"]);
    // the author sees the draft project's version
    expect((await newestServerVersions(database.db, author, [hidden], fabric)).get(hidden)?.[0]?.versionNumber).toBe(
      "h-1.0",
    );
    await expect(
      newestServerVersions(
        database.db,
        stranger,
        Array.from({ length: SERVER_VERSION_PROJECTS_MAX + 1 }, newId),
        fabric,
      ),
    ).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("answers a pinned version only when listed, visible and compatible", async () => {
    expect((await serverVersion(database.db, stranger, ids["a-1.0"]!, fabric))?.versionNumber).toBe("a-1.0");
    for (const name of ["a-forge", "a-old-game", "a-draft", "h-1.0"]) {
      expect(await serverVersion(database.db, stranger, ids[name]!, fabric), name).toBeNull();
    }
    expect(await serverVersion(database.db, stranger, "nope", fabric)).toBeNull();
  });

  it("answers a project's newest listed version and a version's install file", async () => {
    expect((await newestListedVersion(database.db, listed))?.versionNumber).toBe("a-old-game");
    expect(await versionInstallFile(database.db, ids["a-1.0"]!)).toEqual({
      filename: "a-1.0.jar",
      storageKey: "k/a-1.0",
    });
    expect(await versionInstallFile(database.db, "nope")).toBeNull();
  });
});
