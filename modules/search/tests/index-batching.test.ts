import { afterEach, describe, expect, it } from "vitest";

import { followProject } from "../../catalog/src/server/services/projects/project-follow";
import { updateProject } from "../../catalog/src/server/services/projects/project-update";
import { newId } from "../../core/src/db/ids";
import type { PgBoss } from "../../core/src/jobs";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import searchModule from "../src/index";
import { searchEngine } from "../src/server/engine";
import { indexProjects } from "../src/server/indexer";
import { parseSearchParams } from "../src/server/search-query";
import { eventually, makeProject, pendingIndexJobs, startIndexWorker } from "./catalog-fixtures";

// Every follow and edit publishes its own catalog.project-changed event; the index job works the events
// waiting at each poll as one batch. Changes go through the catalogue's services, the index through jobs.

const database = setupTestDatabase();
let boss: PgBoss | undefined;
afterEach(async () => {
  await boss?.stop({ graceful: false, wait: true });
  boss = undefined;
});

const hitOf = async (slug: string) =>
  (await (await searchEngine()).search(parseSearchParams({ query: slug.replace(/-/g, " "), limit: "100" }))).hits.find(
    (hit) => hit.slug === slug,
  );

/** The index runs the worker logged, with the number of jobs each one merged. */
const runsOf = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; job?: string; batch?: number })
    .filter((line) => line.msg === "job done" && line.job === "search.index-projects")
    .map((line) => line.batch ?? 1);

async function followers(count: number) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    users.push(await database.db.user.create({ data: { id, username: `fan-${id}`, usernameKey: `fan-${id}` } }));
  }
  return users.map((user) => ({ userId: user.id, role: "user" as const }));
}

describe("batched index jobs", () => {
  it("a burst of 30 changes to 3 projects is indexed in one run, each project once, ending with the last change", async () => {
    const db = database.db;
    const projects = [];
    for (const slug of ["burst-anvil", "burst-bellows", "burst-crucible"]) {
      projects.push((await makeProject(db, slug)).project);
    }
    await indexProjects(
      db,
      await searchEngine(),
      projects.map((p) => p.id),
    );
    const admin = { userId: (await followers(1))[0]!.userId, role: "admin" as const };
    await db.user.update({ where: { id: admin.userId }, data: { role: "admin" } });

    // 27 follows and 3 edits, each its own transaction and event, while no worker runs.
    const fans = await followers(9);
    for (const fan of fans) for (const project of projects) await followProject(db, fan, project.id, true);
    for (const project of projects) {
      await updateProject(db, admin, project.id, { summary: `Edited last: ${project.slug}` });
    }
    expect(await pendingIndexJobs(db)).toBe(30);

    const lines: string[] = [];
    boss = await startIndexWorker(db, database.url, (line) => lines.push(line));
    await eventually("every index job is done", async () => (await pendingIndexJobs(db)) === 0);
    expect(runsOf(lines)).toEqual([30]);
    for (const project of projects) {
      expect(await hitOf(project.slug)).toMatchObject({ follows: 9, description: `Edited last: ${project.slug}` });
    }
  });

  it("keeps changes made while a batch runs: they are indexed by a later batch", async () => {
    const db = database.db;
    const { project } = await makeProject(db, "steady-stream");
    await indexProjects(db, await searchEngine(), [project.id]);
    const lines: string[] = [];
    boss = await startIndexWorker(db, database.url, (line) => lines.push(line));

    // Follows keep arriving across several polls of the worker (every 0.5 s here), some while a batch runs.
    const fans = await followers(24);
    for (const fan of fans) {
      await followProject(db, fan, project.id, true);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await eventually("the hit shows every follow", async () => (await hitOf("steady-stream"))?.follows === 24);
    await eventually("every index job is done", async () => (await pendingIndexJobs(db)) === 0);
    const runs = runsOf(lines);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(24);
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.length).toBeLessThanOrEqual(12);
  });

  it("merges the waiting payloads into one list of distinct project ids", () => {
    const job = searchModule.jobs!.find((candidate) => candidate.name === "search.index-projects")!;
    expect(job.batch!.merge([{ projectIds: ["A", "B"] }, { projectIds: ["B"] }, { projectIds: ["C", "A"] }])).toEqual({
      projectIds: ["A", "B", "C"],
    });
  });
});
