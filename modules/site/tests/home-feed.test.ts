import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { loadHomeFeed } from "../src/server/home-feed";

const database = setupTestDatabase();

/** A project of `owner` with one version holding one file. */
async function projectWithFile(ownerId: string, status: string) {
  const db = database.db;
  const team = await db.team.create({ data: { id: newId() } });
  await db.teamMember.create({
    data: { id: newId(), teamId: team.id, userId: ownerId, isOwner: true, accepted: true },
  });
  const slug = `home-${team.id.toLowerCase()}`;
  const project = await db.project.create({
    data: { id: newId(), slug, slugKey: slug, projectType: "mod", name: slug, summary: "s", teamId: team.id, status },
  });
  const version = await db.version.create({
    data: { id: newId(), projectId: project.id, authorId: ownerId, name: "1", versionNumber: "1.0.0" },
  });
  await db.versionFile.create({
    data: {
      id: newId(),
      versionId: version.id,
      filename: "a.jar",
      storageKey: `data/${project.id}/versions/${version.id}/a.jar`,
      primary: true,
      size: 1,
      sha1: newId().padEnd(40, "0"),
      sha512: newId().padEnd(128, "0"),
    },
  });
}

describe("home page numbers", () => {
  it("count what the public can see: public projects, their listed versions and files, and their creators", async () => {
    const db = database.db;
    const [alice, bob] = await Promise.all(
      ["alice-home", "bob-home"].map((name) =>
        db.user.create({ data: { id: newId(), username: name, usernameKey: name } }),
      ),
    );
    await projectWithFile(alice!.id, "approved");
    await projectWithFile(alice!.id, "archived");
    await projectWithFile(bob!.id, "draft");
    const { numbers } = await loadHomeFeed();
    expect(numbers).toEqual({ projects: 2, versions: 2, files: 2, authors: 1 });
  });
});
