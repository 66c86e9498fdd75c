import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { sendJob, startWorker } from "../../modules/core/src/jobs";
import type { PgBoss } from "../../modules/core/src/jobs";
import { ensureQueues } from "../../modules/core/src/jobs/boss";
import { defineJob } from "../../modules/core/src/module";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { eventually } from "../../tests/support/eventually";

const database = setupTestDatabase();

// What the handlers saw, in order; the worker runs in this process so the test can read it.
const seen: { name: string; label: string; at: number }[] = [];
const failuresLeft = new Map<string, number>();

const recordJob = defineJob({
  name: "test.record",
  schema: z.object({ label: z.string() }),
  handler: async () => ({
    default: async ({ label }) => {
      seen.push({ name: "test.record", label, at: Date.now() });
    },
  }),
});

const flakyJob = defineJob({
  name: "test.flaky",
  schema: z.object({ label: z.string() }),
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  handler: async () => ({
    default: async ({ label }) => {
      seen.push({ name: "test.flaky", label, at: Date.now() });
      const left = failuresLeft.get(label) ?? 0;
      if (left > 0) {
        failuresLeft.set(label, left - 1);
        throw new Error(`planned failure, ${left - 1} left`);
      }
    },
  }),
});

// A batched job: each run records the merged labels; a label in failuresLeft makes the whole run throw.
const batchRuns: string[][] = [];
const batchedJob = defineJob({
  name: "test.batched",
  schema: z.object({ labels: z.array(z.string()).min(1) }),
  retry: { limit: 2, delaySeconds: 1, backoff: false },
  batch: { size: 10, merge: (payloads) => ({ labels: payloads.flatMap((p) => p.labels).sort() }) },
  handler: async () => ({
    default: async ({ labels }) => {
      batchRuns.push(labels);
      for (const label of labels) {
        const left = failuresLeft.get(label) ?? 0;
        if (left > 0) {
          failuresLeft.set(label, left - 1);
          throw new Error(`planned batch failure on ${label}`);
        }
      }
    },
  }),
});

// A job that sends the same follow-up twice with one id (a retried fan-out): what each send answered.
const followUpAnswers: (string | null)[] = [];
const fanJob = defineJob({
  name: "test.fan",
  schema: z.object({ id: z.uuid(), label: z.string() }),
  handler: async () => ({
    default: async ({ id, label }, ctx) => {
      for (let n = 0; n < 2; n++) followUpAnswers.push(await ctx.send("test.record", { label }, { id }));
    },
  }),
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(predicate: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the worker");
    await sleep(100);
  }
}

/** The jobs' states, read again until `done` holds for them (the worker has finished with the jobs), with a cap. */
async function statesWhen(ids: string[], done: (states: (string | undefined)[]) => boolean): Promise<void> {
  const states = () => Promise.all(ids.map(async (id) => (await boss.getJobById("test.batched", id))?.state));
  await eventually("the batched jobs' states", states, done, 20_000);
}

let boss: PgBoss;

beforeAll(async () => {
  boss = await startWorker({
    connectionString: database.url,
    db: database.db,
    jobs: [recordJob, flakyJob, batchedJob, fanJob],
    pollingIntervalSeconds: 0.5,
  });
  await ensureQueues(boss, [recordJob, flakyJob, batchedJob, fanJob]);
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

describe("jobs sent inside a database transaction", () => {
  it("runs a job whose transaction commits, after the commit", async () => {
    let committedAt = 0;
    await database.db.$transaction(async (tx) => {
      await sendJob("test.record", { label: "committed" }, { tx });
      // Hold the transaction open past a polling round: the worker must not see the job yet.
      await sleep(1500);
      expect(seen.some((s) => s.label === "committed")).toBe(false);
      committedAt = Date.now();
    });
    await waitFor(() => seen.some((s) => s.label === "committed"));
    expect(seen.find((s) => s.label === "committed")!.at).toBeGreaterThanOrEqual(committedAt);
  });

  it("never runs a job whose transaction rolls back", async () => {
    await expect(
      database.db.$transaction(async (tx) => {
        await sendJob("test.record", { label: "rolled-back" }, { tx });
        throw new Error("abort the transaction");
      }),
    ).rejects.toThrow("abort the transaction");
    // A job sent after it, outside any transaction, proves the worker has had its chance.
    await sendJob("test.record", { label: "after-rollback" });
    await waitFor(() => seen.some((s) => s.label === "after-rollback"));
    await sleep(1000);
    expect(seen.some((s) => s.label === "rolled-back")).toBe(false);
  });
});

describe("a failing job", () => {
  it("is retried with growing delays until it succeeds", async () => {
    failuresLeft.set("flaky", 2);
    const id = await sendJob("test.flaky", { label: "flaky" });
    expect(id).toBeTruthy();
    await waitFor(() => seen.filter((s) => s.label === "flaky").length === 3, 30_000);
    const attempts = seen.filter((s) => s.label === "flaky").map((s) => s.at);
    const firstGap = attempts[1]! - attempts[0]!;
    const secondGap = attempts[2]! - attempts[1]!;
    expect(firstGap).toBeGreaterThanOrEqual(900);
    expect(secondGap).toBeGreaterThan(firstGap);
    const job = await boss.getJobById("test.flaky", id!);
    expect(job?.retryCount).toBe(2);
  });

  it("rejects a payload that does not match the job's schema and records the failure", async () => {
    const id = await sendJob("test.record", { label: 42 });
    // Until the worker has taken the job and failed it: the handler had its chance to see it by then.
    const job = await eventually(
      "the refused job's failure",
      () => boss.getJobById("test.record", id!),
      (found) => ["retry", "failed"].includes(found?.state ?? ""),
      20_000,
    );
    expect(["retry", "failed"]).toContain(job?.state);
    expect(seen.some((s) => s.name === "test.record" && (s.label as unknown) === 42)).toBe(false);
  });
});

describe("a batched job", () => {
  /** Sends the payloads in one transaction, so the worker's next poll takes them as one batch. */
  async function sendTogether(payloads: object[]): Promise<string[]> {
    return database.db.$transaction(async (tx) => {
      const ids: string[] = [];
      for (const payload of payloads) ids.push((await sendJob("test.batched", payload, { tx }))!);
      return ids;
    });
  }
  const ranWith = (label: string) => batchRuns.filter((run) => run.includes(label));

  it("fails every job of a run whose handler throws, and retries them all together", async () => {
    failuresLeft.set("batch-b", 1);
    const ids = await sendTogether([{ labels: ["batch-a"] }, { labels: ["batch-b"] }, { labels: ["batch-c"] }]);
    await waitFor(() => ranWith("batch-a").length === 2, 30_000);
    // The failed run held all three; the retry brings all three back, not only the one that broke it.
    expect(ranWith("batch-a")).toEqual([
      ["batch-a", "batch-b", "batch-c"],
      ["batch-a", "batch-b", "batch-c"],
    ]);
    await statesWhen(ids, (states) => states.every((state) => state === "completed"));
    for (const id of ids) {
      expect(await boss.getJobById("test.batched", id)).toMatchObject({ state: "completed", retryCount: 1 });
    }
  });

  it("fails only the job with a bad payload; the others of its batch run and complete", async () => {
    const [good, bad, other] = await sendTogether([{ labels: ["valid-x"] }, { labels: [] }, { labels: ["valid-y"] }]);
    await waitFor(() => ranWith("valid-x").length > 0);
    expect(ranWith("valid-x")).toEqual([["valid-x", "valid-y"]]);
    await statesWhen(
      [good!, other!, bad!],
      ([a, b, c]) => a === "completed" && b === "completed" && (c === "retry" || c === "failed"),
    );
    expect(await boss.getJobById("test.batched", good!)).toMatchObject({ state: "completed" });
    expect(await boss.getJobById("test.batched", other!)).toMatchObject({ state: "completed" });
    const rejected = await boss.getJobById("test.batched", bad!);
    expect(["retry", "failed"]).toContain(rejected?.state);
    expect(JSON.stringify(rejected?.output)).toContain("too_small");
  });
});

describe("a job's follow-ups (ctx.send)", () => {
  it("with an id, a second send of the same follow-up queues nothing and answers null", async () => {
    const id = randomUUID();
    await sendJob("test.fan", { id, label: "followed-up" });
    await waitFor(() => followUpAnswers.length === 2 && seen.some((s) => s.label === "followed-up"));
    expect(followUpAnswers).toEqual([id, null]);
    expect(seen.filter((s) => s.label === "followed-up")).toHaveLength(1);
  });
});

describe("a backlog", () => {
  it("is drained job after job, without waiting out the polling interval between them", async () => {
    const drained: number[] = [];
    const drainJob = defineJob({
      name: "test.drain",
      schema: z.object({ n: z.number().int() }),
      handler: async () => ({ default: async ({ n }) => void drained.push(n) }),
    });
    await ensureQueues(boss, [drainJob]);
    // Queued before the worker starts, so its first poll finds the backlog; a poll that waited out its interval
    // between jobs would take 5 × 60 s for these six.
    for (let n = 0; n < 6; n++) await sendJob("test.drain", { n });
    const drainer = await startWorker({
      connectionString: database.url,
      db: database.db,
      jobs: [drainJob],
      pollingIntervalSeconds: 60,
    });
    try {
      await waitFor(() => drained.length === 6, 30_000);
      expect([...drained].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await drainer.stop({ graceful: false, wait: true });
    }
  });
});
