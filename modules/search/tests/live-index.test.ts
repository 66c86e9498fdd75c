import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { updateProfile } from "../../accounts/src/server/services/profile";
import catalogModule from "../../catalog/src/index";
import { setProjectStatus } from "../../catalog/src/server/services/projects/project-review";
import { startWorker } from "../../core/src/jobs";
import type { PgBoss } from "../../core/src/jobs";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import searchModule from "../src/index";
import { searchEngine } from "../src/server/engine";
import { parseSearchParams } from "../src/server/search-query";

const database = setupTestDatabase();
let boss: PgBoss;

beforeAll(async () => {
  boss = await startWorker({
    connectionString: database.url,
    db: database.db,
    jobs: [...(searchModule.jobs ?? []), ...(catalogModule.jobs ?? [])].filter((job) =>
      ["search.index-projects", "catalog.owner-renamed"].includes(job.name),
    ),
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

describe("live indexing", () => {
  it("a project a moderator approves becomes searchable through the catalogue's event, without a reindex", async () => {
    const db = database.db;
    const owner = await db.user.create({ data: { id: newId(), username: "eventful", usernameKey: "eventful" } });
    const moderator = await db.user.create({
      data: { id: newId(), username: "mod-eve", usernameKey: "mod-eve", role: "moderator" },
    });
    const team = await db.team.create({ data: { id: newId() } });
    await db.teamMember.create({
      data: { id: newId(), teamId: team.id, userId: owner.id, isOwner: true, accepted: true },
    });
    const project = await db.project.create({
      data: {
        id: newId(),
        slug: "evented-elevators",
        slugKey: "evented-elevators",
        projectType: "mod",
        name: "Evented Elevators",
        summary: "Up and down",
        teamId: team.id,
        status: "processing",
      },
    });
    await db.version.create({
      data: {
        id: newId(),
        projectId: project.id,
        authorId: owner.id,
        name: "1.0",
        versionNumber: "1.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.21"],
      },
    });
    const find = async () =>
      (await (await searchEngine()).search(parseSearchParams({ query: "elevators" }))).hits.length;
    expect(await find()).toBe(0);

    await setProjectStatus(db, { userId: moderator.id, role: "moderator" }, project.id, { status: "approved" });
    const deadline = Date.now() + 20_000;
    while ((await find()) === 0) {
      if (Date.now() > deadline) throw new Error("the approved project never reached the index");
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await find()).toBe(1);
  });

  it("renaming a project's owner changes the author its hit shows", async () => {
    const author = async () =>
      (await (await searchEngine()).search(parseSearchParams({ query: "elevators" }))).hits[0]?.author;
    expect(await author()).toBe("eventful");
    const owner = await database.db.user.findFirstOrThrow({ where: { username: "eventful" } });
    await updateProfile(database.db, { userId: owner.id, username: "elevator-engineer", bio: "" });
    const deadline = Date.now() + 20_000;
    while ((await author()) !== "elevator-engineer") {
      if (Date.now() > deadline) throw new Error("the hit still names the old username");
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
