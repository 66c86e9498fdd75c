// The version page and its edit page answer at the same addresses: /version/{number}, or the id when an earlier
// version of the project used the number (issue 14: /{type}/{id}/version/{number}/edit was 404).

import { beforeAll, describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { versionAtAddress } from "../src/server/services/versions/version-reads";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

let projectId: string;
const ids = { first: newId(), repeated: newId(), plus: newId(), reserved: newId() };

beforeAll(async () => {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Addresses",
    slug: uniqueSlug("addr"),
    projectType: "mod",
    summary: "Versions by address",
  });
  projectId = project.id;
  const version = (id: string, versionNumber: string, datePublished: Date) =>
    database.db.version.create({
      data: { id, projectId, authorId: owner.userId, name: versionNumber, versionNumber, datePublished },
    });
  await version(ids.first, "1.0.0", new Date("2024-01-01T00:00:00Z"));
  await version(ids.repeated, "1.0.0", new Date("2024-02-01T00:00:00Z"));
  await version(ids.plus, "2.0.0+mc1.20.1", new Date("2024-03-01T00:00:00Z"));
  await version(ids.reserved, "new", new Date("2024-04-01T00:00:00Z"));
});

describe("versionAtAddress", () => {
  it("finds a version by its number, the first one to use it", async () => {
    expect(await versionAtAddress(database.db, projectId, "1.0.0")).toEqual({ id: ids.first, address: "1.0.0" });
  });

  it("finds a version by its id, and answers the id as the address of a repeated number", async () => {
    expect(await versionAtAddress(database.db, projectId, ids.repeated)).toEqual({
      id: ids.repeated,
      address: ids.repeated,
    });
    expect(await versionAtAddress(database.db, projectId, ids.first)).toEqual({ id: ids.first, address: "1.0.0" });
  });

  it("takes the number percent-encoded or not, and answers the encoded address for links", async () => {
    const plus = { id: ids.plus, address: "2.0.0%2Bmc1.20.1" };
    expect(await versionAtAddress(database.db, projectId, "2.0.0%2Bmc1.20.1")).toEqual(plus);
    expect(await versionAtAddress(database.db, projectId, "2.0.0+mc1.20.1")).toEqual(plus);
  });

  it("never takes a reserved ending as a number, and answers null for what names no version", async () => {
    expect(await versionAtAddress(database.db, projectId, "new")).toBeNull();
    expect(await versionAtAddress(database.db, projectId, ids.reserved)).toEqual({
      id: ids.reserved,
      address: ids.reserved,
    });
    expect(await versionAtAddress(database.db, projectId, "9.9.9")).toBeNull();
    expect(await versionAtAddress(database.db, projectId, "%E0%A4%A")).toBeNull();
  });
});
