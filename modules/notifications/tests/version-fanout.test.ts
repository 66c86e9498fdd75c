// A new version reaches its project's followers through the real job runner (pg-boss on this file's database):
// the catalogue publishes catalog.version-published, the coordinator splits the followers into ranges, and one
// batch job per range notifies them. Counts come from the database, never from timing.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { bulkEditVersions } from "../../catalog/src/server/services/versions/version-bulk-edit";
import { updateVersion } from "../../catalog/src/server/services/versions/version-update";
import type { Actor } from "../../core/src/auth/actor";
import { newId } from "../../core/src/db/ids";
import { startWorker } from "../../core/src/jobs";
import type { PgBoss } from "../../core/src/jobs";
import { defineJob } from "../../core/src/module";
import type { JobHandler } from "../../core/src/module";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import type { FollowerBatch } from "../src/server/services/version-fanout";
import { fanOutVersion, NOTIFY_FOLLOWERS_JOB, notifyFollowerBatch } from "../src/server/services/version-fanout";
import { fanOutVersionJob, notifyFollowersJob } from "../src/version-jobs";

const database = setupTestDatabase();
const db = () => database.db;
let boss: PgBoss;

// The version whose first batch "crashes" once after its insert committed, before pg-boss records completion.
let crashAfterInsert: string | null = null;

const crashingBatchJob = defineJob({
  ...notifyFollowersJob,
  retry: { limit: 3, delaySeconds: 1, backoff: false },
  handler: async () => {
    const real: JobHandler<{ batches: FollowerBatch[] }> = (await import("../src/jobs/notify-followers")).default;
    return {
      default: async (payload: { batches: FollowerBatch[] }, ctx) => {
        await real(payload, ctx);
        const first = payload.batches.some((batch) => batch.versionId === crashAfterInsert && batch.after === null);
        if (first) {
          crashAfterInsert = null;
          throw new Error("simulated crash between the insert and the job's completion");
        }
      },
    };
  },
});

beforeAll(async () => {
  boss = await startWorker({
    connectionString: database.url,
    db: database.db,
    jobs: [fanOutVersionJob, crashingBatchJob],
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

/** How long vi.waitFor polls the job table: 5,000 followers take a while on the slow 2-core machine. */
const JOBS_DONE = { timeout: 90_000, interval: 200 };

/** The pg-boss jobs of one queue about one version, by state. */
async function jobsOf(name: string, versionId: string) {
  return db().$queryRawUnsafe<{ id: string; state: string; retry_count: number; data: FollowerBatch }[]>(
    `SELECT id::text, state::text, retry_count, COALESCE(data->'batches'->0, data) AS data FROM pgboss.job
     WHERE name = $1 AND COALESCE(data->'batches'->0->>'versionId', data->>'versionId') = $2`,
    name,
    versionId,
  );
}

/** Waits until the version's one coordinator and its `expected` batch jobs have all completed. */
async function untilBatchesDone(versionId: string, expected: number): Promise<void> {
  await vi.waitFor(async () => {
    const coordinators = await jobsOf("notifications.fan-out-version", versionId);
    const batches = await jobsOf(NOTIFY_FOLLOWERS_JOB, versionId);
    expect({
      coordinators: coordinators.map((job) => job.state),
      batches: batches.map((job) => job.state),
    }).toEqual({ coordinators: ["completed"], batches: Array<string>(expected).fill("completed") });
  }, JOBS_DONE);
}

async function notificationsOf(versionId: string) {
  const [row] = await db().$queryRaw<{ total: bigint; users: bigint }[]>`
    SELECT count(*) AS total, count(DISTINCT user_id) AS users FROM notifications
    WHERE dedupe_key = ${`version:${versionId}`}`;
  return { total: Number(row!.total), users: Number(row!.users) };
}

async function makeUsers(count: number, role: "user" | "moderator" | "admin" = "user"): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId());
  await db().user.createMany({
    data: ids.map((id) => ({ id, username: `f${id.toLowerCase()}`, usernameKey: `f${id.toLowerCase()}`, role })),
  });
  return ids;
}

/** An approved mod owned by a new user, with a draft version (fabric+forge unless told) nobody was told of. */
async function projectWithDraft(options: { status?: string; loaders?: string[]; gameVersions?: string[] } = {}) {
  const [ownerId] = await makeUsers(1);
  const owner: Actor = { userId: ownerId!, role: "user" };
  const team = await db().team.create({ data: { id: newId() } });
  await db().teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.userId, isOwner: true, accepted: true, permissions: 1023n },
  });
  const slug = `fan-${newId().toLowerCase()}`;
  const project = await db().project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name: "Fanned Furnaces",
      summary: "Many followers",
      teamId: team.id,
      status: options.status ?? "approved",
    },
  });
  const version = await db().version.create({
    data: {
      id: newId(),
      projectId: project.id,
      authorId: owner.userId,
      name: "Fanned 2.0",
      versionNumber: "2.0.0",
      status: "draft",
      loaders: options.loaders ?? ["fabric", "forge"],
      gameVersions: options.gameVersions ?? ["1.21"],
    },
  });
  return { owner, team, project, version };
}

async function follow(
  projectId: string,
  userIds: readonly string[],
  filters: { loaders?: string[]; gameVersions?: string[] } = {},
) {
  await db().projectFollow.createMany({
    data: userIds.map((userId) => ({
      userId,
      projectId,
      loaders: filters.loaders ?? [],
      gameVersions: filters.gameVersions ?? [],
    })),
  });
}

describe("a new version reaches its followers", () => {
  it("fans out to 5,000 followers as five batch jobs, each follower notified exactly once, a crashed batch's retry included", async () => {
    const { owner, project, version } = await projectWithDraft();
    const followers = await makeUsers(5000);
    await follow(project.id, followers);

    // A draft notifies no one: editing it publishes nothing.
    await updateVersion(db(), owner, version.id, { changelog: "Still cooking" });
    expect(await jobsOf("notifications.fan-out-version", version.id)).toHaveLength(0);

    crashAfterInsert = version.id;
    await updateVersion(db(), owner, version.id, { status: "listed" });
    await untilBatchesDone(version.id, 5);

    const batches = await jobsOf(NOTIFY_FOLLOWERS_JOB, version.id);
    // The first batch crashed after its insert and was retried by pg-boss; the dedupe key kept it to one each.
    expect(batches.find((job) => job.data.after === null)?.retry_count).toBe(1);
    expect(crashAfterInsert).toBeNull();
    expect(await notificationsOf(version.id)).toEqual({ total: 5000, users: 5000 });

    const one = await db().notification.findFirstOrThrow({
      where: { userId: followers[0]!, dedupeKey: `version:${version.id}` },
    });
    expect(one).toMatchObject({
      type: "project_update",
      title: '"Fanned Furnaces" has been updated!',
      text: "The project Fanned Furnaces has released a new version: 2.0.0",
      link: `/mod/${project.slug}/version/2.0.0`,
      read: false,
      body: { type: "project_update", project_id: project.id, version_id: version.id },
    });

    // A retried coordinator names the same batches with the same ids: pg-boss queues nothing new.
    const resent: (string | null)[] = [];
    const again = await fanOutVersion(
      db(),
      { versionId: version.id, projectId: project.id },
      async (name, payload, options) => {
        const id = await boss.send(name, payload as object, { id: options?.id });
        resent.push(id);
        return id;
      },
    );
    expect(again).toHaveLength(5);
    expect(resent).toEqual([null, null, null, null, null]);
    expect(await jobsOf(NOTIFY_FOLLOWERS_JOB, version.id)).toHaveLength(5);

    // A batch run a second time (a new job for the same range) delivers nothing new.
    const secondRun = await boss.send(NOTIFY_FOLLOWERS_JOB, { batches: [batches[2]!.data] });
    await vi.waitFor(async () => {
      const rerun = (await jobsOf(NOTIFY_FOLLOWERS_JOB, version.id)).find((job) => job.id === secondRun);
      expect(rerun?.state).toBe("completed");
    }, JOBS_DONE);
    expect(await notifyFollowerBatch(db(), batches[3]!.data)).toBe(0);
    expect(await notificationsOf(version.id)).toEqual({ total: 5000, users: 5000 });
  });

  it("honours follow filters: loaders and game versions must overlap the version's, an empty filter takes all", async () => {
    const { owner, project, version } = await projectWithDraft({ loaders: ["forge"], gameVersions: ["1.21"] });
    const [fabricOnly, forgeOnly, on121, on1204, everything, both] = await makeUsers(6);
    await follow(project.id, [fabricOnly!], { loaders: ["fabric"] });
    await follow(project.id, [forgeOnly!], { loaders: ["forge", "neoforge"] });
    await follow(project.id, [on121!], { gameVersions: ["1.21"] });
    await follow(project.id, [on1204!], { gameVersions: ["1.20.4"] });
    await follow(project.id, [everything!]);
    await follow(project.id, [both!], { loaders: ["forge"], gameVersions: ["1.20.4"] });

    await bulkEditVersions(db(), owner, project.id, { versionIds: [version.id], status: "listed" });
    await untilBatchesDone(version.id, 1);
    const told = await db().notification.findMany({
      where: { dedupeKey: `version:${version.id}` },
      select: { userId: true },
    });
    expect(told.map((row) => row.userId).sort()).toEqual([forgeOnly!, on121!, everything!].sort());
  });

  it("reaches only followers who may still see a private project: its team and staff, not a former visitor", async () => {
    const { owner, team, project, version } = await projectWithDraft({ status: "private" });
    const [visitor, member] = await makeUsers(2);
    const [moderator] = await makeUsers(1, "moderator");
    await db().teamMember.create({ data: { id: newId(), teamId: team.id, userId: member!, accepted: true } });
    await follow(project.id, [visitor!, member!, moderator!]);

    await updateVersion(db(), owner, version.id, { status: "listed" });
    await untilBatchesDone(version.id, 1);
    const told = await db().notification.findMany({
      where: { dedupeKey: `version:${version.id}` },
      select: { userId: true },
    });
    expect(told.map((row) => row.userId).sort()).toEqual([member!, moderator!].sort());
  });

  it("announces nothing for a project still in review, and nothing when a listed version is only edited", async () => {
    const pending = await projectWithDraft({ status: "processing" });
    await follow(pending.project.id, await makeUsers(3));
    await updateVersion(db(), pending.owner, pending.version.id, { status: "listed" });
    expect(await jobsOf("notifications.fan-out-version", pending.version.id)).toHaveLength(0);

    const listed = await projectWithDraft();
    await follow(listed.project.id, await makeUsers(3));
    await updateVersion(db(), listed.owner, listed.version.id, { status: "listed" });
    await untilBatchesDone(listed.version.id, 1);
    await updateVersion(db(), listed.owner, listed.version.id, { changelog: "Fixed a typo", status: "listed" });
    await updateVersion(db(), listed.owner, listed.version.id, { status: "archived" });
    await updateVersion(db(), listed.owner, listed.version.id, { status: "listed" });
    expect(await jobsOf("notifications.fan-out-version", listed.version.id)).toHaveLength(1);
    expect(await notificationsOf(listed.version.id)).toEqual({ total: 3, users: 3 });
  });
});
