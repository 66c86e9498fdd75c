import { afterEach, describe, expect, it, vi } from "vitest";

import type { Actor } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";
import { storage } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { resetCatalogSettings } from "../src/server/settings";
import { VALID_FILES, zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

// createVersion stores the files, writes the version with its file and dependency rows, updates the project's
// loaders and game versions and publishes the change for search. A failure at any of these steps must leave
// nothing behind: no version row, no file row, no stored object (and the project as it was). The faults are
// injected into the real components: the real Prisma client throws at its n-th query, the real local storage
// throws at its n-th put.

tempDataDir("hopper-atomic-");
resetCatalogSettings();

const database = setupTestDatabase();

const INJECTED = "injected failure";

/** The real client, throwing at its `failAt`-th query (model and raw queries alike); logs what it ran. */
function clientFailingAt(failAt: number | null) {
  const ran: string[] = [];
  const client = database.db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        ran.push(`${model ?? "raw"}.${operation}`);
        if (ran.length === failAt) throw new Error(`${INJECTED} at query ${failAt} (${model ?? "raw"}.${operation})`);
        return query(args);
      },
    },
  });
  // An extended client has a wider type than the plain one; it runs the same queries.
  return { db: client as unknown as Db, ran };
}

/** The real storage of this process, throwing at its `failAt`-th put; counts the puts. */
function storageFailingAt(failAt: number | null) {
  const store = storage();
  const put = store.put.bind(store);
  const calls = { puts: 0 };
  vi.spyOn(store, "put").mockImplementation(async (key, source, contentType) => {
    calls.puts += 1;
    if (calls.puts === failAt) throw new Error(`${INJECTED} at put ${failAt} (${key})`);
    return put(key, source, contentType);
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function freshProject(owner: Actor) {
  return createProject(database.db, owner, {
    name: "Atomic upload",
    slug: uniqueSlug("atomic"),
    projectType: "mod",
    summary: "A project for the atomicity test",
  });
}

/** Two files and a dependency row, so each kind of row and object is there to be left behind. */
const input = () => ({
  versionNumber: "1.0.0",
  loaders: ["fabric"],
  gameVersions: ["1.20.1"],
  files: [
    { filename: "atomic.jar", body: VALID_FILES.fabric.bytes() },
    { filename: "atomic-sources.jar", body: zip({ "Atomic.java": "class Atomic {}" }) },
  ],
  dependencies: [{ dependencyType: "optional", fileName: "companion.jar" }],
});

/** What a version upload to the project left behind. */
async function leftovers(projectId: string) {
  const objects: string[] = [];
  for await (const item of storage().list(`data/${projectId}/`)) objects.push(item.key);
  const project = await database.db.project.findUniqueOrThrow({ where: { id: projectId } });
  return {
    versions: await database.db.version.count({ where: { projectId } }),
    files: await database.db.versionFile.count({ where: { storageKey: { startsWith: `data/${projectId}/` } } }),
    dependencies: await database.db.dependency.count({ where: { version: { projectId } } }),
    objects,
    loaders: project.loaders,
  };
}

const NOTHING = { versions: 0, files: 0, dependencies: 0, objects: [], loaders: [] };
const EVERYTHING = { versions: 1, files: 2, dependencies: 1, objects: 2, loaders: ["fabric"] };
const isEqual = (left: Awaited<ReturnType<typeof leftovers>>, expected: typeof NOTHING | typeof EVERYTHING) =>
  left.versions === expected.versions &&
  left.files === expected.files &&
  left.dependencies === expected.dependencies &&
  left.objects.length === (typeof expected.objects === "number" ? expected.objects : 0) &&
  left.loaders.join() === expected.loaders.join();

/** One upload with no fault: the steps (queries and puts) a successful createVersion takes, in order. */
async function stepsOfOneUpload(owner: Actor) {
  const project = await freshProject(owner);
  const { db, ran } = clientFailingAt(null);
  const calls = storageFailingAt(null);
  await createVersion(db, owner, project.id, input());
  vi.restoreAllMocks();
  return { queries: ran, puts: calls.puts };
}

describe("createVersion is atomic", () => {
  it("a failure at any database query leaves no version row, no file row and no stored object", async () => {
    const owner = await makeUser(database.db);
    const { queries } = await stepsOfOneUpload(owner);
    expect(queries).toEqual(expect.arrayContaining(["Version.create", "Project.update"]));

    const partial: { step: string; left: Awaited<ReturnType<typeof leftovers>> }[] = [];
    const swallowed: string[] = [];
    for (let step = 1; step <= queries.length; step += 1) {
      const project = await freshProject(owner);
      const { db } = clientFailingAt(step);
      const name = `${step} ${queries[step - 1]}`;
      const failed = await createVersion(db, owner, project.id, input()).then(
        () => false,
        (error: unknown) => {
          expect(String(error)).toContain(INJECTED);
          return true;
        },
      );
      const left = await leftovers(project.id);
      if (!failed) swallowed.push(name);
      // All or nothing: a failed upload leaves nothing, one that went through despite the fault left all of it.
      if (failed ? !isEqual(left, NOTHING) : !isEqual(left, EVERYTHING)) partial.push({ step: name, left });
    }
    expect(partial).toEqual([]);
    // pg-boss sends an event's jobs with Promise.allSettled, so a fault before its insert reaches the database
    // is dropped there (the upload is whole, the search refresh is lost); no other step may swallow a fault.
    expect(swallowed).toEqual([`${queries.length} raw.$queryRawUnsafe`]);
  });

  it("a failure at any file put leaves no version row, no file row and no stored object", async () => {
    const owner = await makeUser(database.db);
    const { puts } = await stepsOfOneUpload(owner);
    expect(puts).toBe(2);

    for (let step = 1; step <= puts; step += 1) {
      const project = await freshProject(owner);
      storageFailingAt(step);
      await expect(createVersion(database.db, owner, project.id, input())).rejects.toThrow(INJECTED);
      vi.restoreAllMocks();
      expect(await leftovers(project.id)).toEqual(NOTHING);
    }
  });

  it("without a fault, the same upload writes the version, its rows and its objects", async () => {
    const owner = await makeUser(database.db);
    const project = await freshProject(owner);
    const version = await createVersion(database.db, owner, project.id, input());
    expect(await leftovers(project.id)).toEqual({
      versions: 1,
      files: 2,
      dependencies: 1,
      objects: expect.arrayContaining(version.files.map((file) => file.storageKey)),
      loaders: ["fabric"],
    });
  });
});
