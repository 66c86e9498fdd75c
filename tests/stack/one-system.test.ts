// The production-like stack behaves as one system (issue 22): two `hopper web` instances behind nginx, two
// `hopper jobs:run` workers, Debian's PostgreSQL 15 and S3 storage (scripts/stack). Each proof acts on one
// instance and checks the effect through the proxy and through every instance directly — what a user whose
// requests land on different instances sees.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

import pg from "pg";
import { describe, expect, it, vi } from "vitest";

import { zip } from "../../modules/catalog/tests/archives";
import { NOTIFY_FOLLOWERS_JOB } from "../../modules/notifications/src/server/services/version-fanout";
import { jobsDone, runsOf, workerOnPort } from "./support/jobs";
import { api, signIn, trpcMutation, trpcQuery, whoAmI } from "./support/site-client";
import { approvedProject, makeUser, setupStack } from "./support/stack-fixture";

const RATE_LIMIT = 60;
const fixture = setupStack({
  web: 2,
  workers: 2,
  agent: false,
  // A small limit to reach, synced often: the proof counts requests, it never waits for the sync. Workers beat every
  // second and are dead after 5: a killed worker's job is retried in seconds (docs/operations.md, Faults).
  env: {
    API_RATE_LIMIT: String(RATE_LIMIT),
    API_RATE_LIMIT_SYNC_MS: "50",
    JOBS_HEARTBEAT_SECONDS: "1",
    JOBS_WORKER_DEAD_SECONDS: "5",
  },
});
const web = (index: number) => fixture.stack.webUrls[index]!;
/** Polls a condition the stack reaches by itself (a job, a sync): up to a minute, never a fixed sleep. */
const SOON = { timeout: 60_000, interval: 250 };
const word = (prefix: string) => `${prefix}${randomBytes(5).toString("hex")}`;

describe("sessions", () => {
  it("a session made on one web instance works on the other and through the proxy", async () => {
    const user = await makeUser(fixture.db);
    for (const signedInAt of fixture.stack.webUrls) {
      const cookie = await signIn(signedInAt, user.username, user.password);
      for (const target of fixture.targets) expect(await whoAmI(target.url, cookie), target.name).toBe(user.username);
    }
  });

  it("a session revoked in the settings on one instance, or signed out on another, is refused by every one", async () => {
    const user = await makeUser(fixture.db);
    const laptop = await signIn(web(0), user.username, user.password);
    const phone = await signIn(web(1), user.username, user.password);
    // Every instance has seen both sessions, so a copy kept in one instance's memory would show here.
    for (const target of fixture.targets) expect(await whoAmI(target.url, phone), target.name).toBe(user.username);

    const sessions = await trpcQuery<{ id: string; current: boolean }[]>(web(1), "accounts.sessions.list", laptop);
    const phoneSession = sessions.data!.find((session) => !session.current)!;
    expect(await trpcMutation(web(0), "accounts.sessions.revoke", laptop, { sessionId: phoneSession.id })).toBe(200);
    for (const target of fixture.targets) {
      expect(await whoAmI(target.url, phone), target.name).toBeNull();
      expect(await whoAmI(target.url, laptop), target.name).toBe(user.username);
    }

    expect(await trpcMutation(web(1), "accounts.auth.endCurrentSession", laptop, null)).toBe(200);
    for (const target of fixture.targets) expect(await whoAmI(target.url, laptop), target.name).toBeNull();
  });
});

describe("the public API's rate limit", () => {
  /** Sends `count` requests, each to the next of `bases`; the statuses by base, and whether a window boundary fell in. */
  async function burst(bases: string[], count: number, options: { ip?: string; token?: string }) {
    const window = () => Math.floor(Date.now() / 60_000);
    const first = window();
    const statuses: number[][] = bases.map(() => []);
    for (let i = 0; i < count; i++) {
      const response = await api(bases[i % bases.length]!, "/v2/tag/loader", options);
      await response.body?.cancel();
      statuses[i % bases.length]!.push(response.status);
    }
    return { statuses, crossedWindow: window() !== first };
  }

  it("is one limit across the instances: two instances allow the limit once, not twice", async () => {
    for (let attempt = 1; ; attempt++) {
      const { statuses, crossedWindow } = await burst(fixture.stack.webUrls, 2 * RATE_LIMIT, {
        ip: `203.0.113.${attempt}`,
      });
      // A minute's window that began mid-burst gives a fresh count: that burst proves nothing, so it is sent again.
      if (crossedWindow && attempt < 3) continue;
      const allowed = statuses.flat().filter((status) => status === 200).length;
      // Counted alone, each instance would allow RATE_LIMIT: 2 × RATE_LIMIT in all. Shared, the total stops near
      // the limit (each instance may allow the hits of one sync interval more: API_RATE_LIMIT_SYNC_MS).
      expect(allowed).toBeGreaterThanOrEqual(RATE_LIMIT);
      expect(allowed).toBeLessThan(RATE_LIMIT * 1.5);
      for (const own of statuses) expect(own).toContain(429);
      return;
    }
  });

  it("counts a token's requests through the proxy as one limit too", async () => {
    const user = await makeUser(fixture.db, { scopes: ["USER_READ"] });
    for (let attempt = 1; ; attempt++) {
      const { statuses, crossedWindow } = await burst([fixture.stack.url], 2 * RATE_LIMIT, { token: user.token });
      if (crossedWindow && attempt < 3) continue;
      const allowed = statuses[0]!.filter((status) => status === 200).length;
      expect(allowed).toBeGreaterThanOrEqual(RATE_LIMIT);
      expect(allowed).toBeLessThan(RATE_LIMIT * 1.5);
      return;
    }
  });
});

/** A small valid Fabric mod (a zip with fabric.mod.json), unique bytes each time. */
function modJar(id: string): Uint8Array {
  return zip({
    "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
    [`${id}/Main.class`]: `class ${id} ${randomBytes(8).toString("hex")}`,
  });
}

/** POST /v2/version at `base`: a published version of `projectId` with one file. */
async function uploadVersion(base: string, token: string, projectId: string, versionNumber: string) {
  const bytes = modJar(word("mod_"));
  const form = new FormData();
  form.set(
    "data",
    JSON.stringify({
      project_id: projectId,
      version_number: versionNumber,
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
      file_parts: ["main"],
    }),
  );
  form.set("main", new Blob([Buffer.from(bytes)]), "main.jar");
  const response = await api(base, "/v2/version", { method: "POST", token, body: form });
  const body = (await response.json()) as { id: string; files: { url: string }[] };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { id: body.id, url: body.files[0]!.url, bytes };
}

describe("storage", () => {
  it("a version file uploaded through one instance downloads through the other and through the proxy", async () => {
    const owner = await makeUser(fixture.db, { scopes: ["VERSION_CREATE", "VERSION_READ", "PROJECT_READ"] });
    const project = await approvedProject(fixture.db, owner.id, "Stored Stones");
    const version = await uploadVersion(web(0), owner.token, project.id, "1.0.0");

    for (const target of fixture.targets) {
      // The file's address from this instance's own answer, then the file from it: S3 answers, not a local disk.
      const answer = await api(target.url, `/v2/version/${version.id}`, { token: owner.token });
      const { files } = (await answer.json()) as { files: { url: string }[] };
      const download = await fetch(`${target.url}${new URL(files[0]!.url).pathname}`, { redirect: "manual" });
      expect(download.status, target.name).toBe(302);
      const location = download.headers.get("location")!;
      expect(location.startsWith(`${fixture.stack.s3.endpoint}/${fixture.stack.s3.bucket}/`), location).toBe(true);
      const file = await fetch(location);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(version.bytes)), target.name).toBe(true);
    }
  });
});

describe("jobs", () => {
  async function jobsAbout(versionId: string) {
    const { rows } = await withClient((client) =>
      client.query<{ id: string; name: string; state: string; retry_count: number }>(
        `SELECT id::text, name, state::text, retry_count FROM pgboss.job
         WHERE name IN ('notifications.fan-out-version', $1)
           AND COALESCE(data->'batches'->0->>'versionId', data->>'versionId') = $2`,
        [NOTIFY_FOLLOWERS_JOB, versionId],
      ),
    );
    return rows;
  }

  async function notificationsAbout(versionId: string): Promise<number> {
    const { rows } = await withClient((client) =>
      client.query<{ total: string }>("SELECT count(*) AS total FROM notifications WHERE dedupe_key = $1", [
        `version:${versionId}`,
      ]),
    );
    return Number(rows[0]!.total);
  }

  /** A project followed by one user, and its owner's token to publish versions. */
  async function followedProject(name: string) {
    const owner = await makeUser(fixture.db, { scopes: ["VERSION_CREATE", "VERSION_READ", "PROJECT_READ"] });
    const follower = await makeUser(fixture.db, { scopes: ["USER_WRITE"] });
    const project = await approvedProject(fixture.db, owner.id, name);
    const followed = await api(web(1), `/v2/project/${project.id}/follow`, { method: "POST", token: follower.token });
    expect(followed.status).toBe(204);
    return { owner, follower, project };
  }

  it("each job runs exactly once across the two workers", async () => {
    const { owner, project } = await followedProject("Counted Crates");
    const versions: string[] = [];
    for (let i = 0; i < 6; i++)
      versions.push((await uploadVersion(web(i % 2), owner.token, project.id, `1.${i}.0`)).id);

    // Each version: the coordinator and one batch job (one follower), both completed.
    await vi.waitFor(async () => {
      for (const id of versions)
        expect((await jobsAbout(id)).map((job) => job.state)).toEqual(["completed", "completed"]);
    }, SOON);
    const jobs = (await Promise.all(versions.map(jobsAbout))).flat();
    for (const id of versions) expect(await notificationsAbout(id)).toBe(1);
    // Each coordinator ran once (one "job done" line across both workers' logs). The batch jobs may be fetched
    // several at a time (a batch logs one line with its first job's id and its size): they add up to one run each.
    const done = await jobsDone(fixture.stack);
    for (const coordinator of jobs.filter((job) => job.name !== NOTIFY_FOLLOWERS_JOB)) {
      expect(runsOf(done, [coordinator.id]), coordinator.id).toBe(1);
    }
    const batches = jobs.filter((job) => job.name === NOTIFY_FOLLOWERS_JOB).map((job) => job.id);
    expect(batches).toHaveLength(versions.length);
    expect(runsOf(done, batches)).toBe(versions.length);
  });

  it("a job whose worker is killed mid-job is retried by a worker, and its effect happens once", async () => {
    const { owner, follower, project } = await followedProject("Killed Kilns");
    // The batch job's insert needs the follower's row (its foreign key): held here, the job stops mid-way.
    const blocker = new pg.Client({ connectionString: fixture.stack.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [follower.id]);
      const version = await uploadVersion(web(1), owner.token, project.id, "2.0.0");

      // The worker running the batch: its connection is the one waiting for the lock.
      let clientPort = 0;
      await vi.waitFor(async () => {
        const { rows } = await withClient((client) =>
          client.query<{ client_port: number }>(
            `SELECT client_port FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query ILIKE '%INSERT INTO%notifications%'`,
          ),
        );
        expect(rows).toHaveLength(1);
        clientPort = rows[0]!.client_port;
      }, SOON);
      const worker = await workerOnPort(fixture.stack, clientPort);
      expect(worker).toMatch(/^jobs-\d$/);
      const [batch] = (await jobsAbout(version.id)).filter((job) => job.name === NOTIFY_FOLLOWERS_JOB);
      expect(batch!.state).toBe("active");

      // The queue's retry delay (10 s and more) is not what this proves: the retry may start as soon as it fails.
      await withClient((client) => client.query(`UPDATE pgboss.job SET retry_delay = 0 WHERE id = $1`, [batch!.id]));
      await fixture.stack.kill(worker!, "SIGKILL");
      await blocker.query("ROLLBACK");
      // The job stays active (its expiry is 5 minutes) until a live worker's reaper sees the killed one stop beating
      // (JOBS_WORKER_DEAD_SECONDS, 5 s here) and fails it; pg-boss then retries it.
      await vi.waitFor(async () => {
        const job = (await jobsAbout(version.id)).find((row) => row.id === batch!.id);
        expect(job).toMatchObject({ state: "completed", retry_count: 1 });
      }, SOON);

      expect(await notificationsAbout(version.id)).toBe(1);
      // Run to its end once in all: by the other worker or the restarted one, never by the killed one.
      expect(runsOf(await jobsDone(fixture.stack), [batch!.id])).toBe(1);
      // The killed worker is back (the stack's supervisor restarted it).
      await fixture.stack.waitHealthy(worker!);
    } finally {
      await blocker.end().catch(() => undefined);
    }
  });
});

describe("search", () => {
  it("a project edited through one instance is found through both once a worker indexed it", async () => {
    const owner = await makeUser(fixture.db, { scopes: ["PROJECT_WRITE", "PROJECT_READ"] });
    const project = await approvedProject(fixture.db, owner.id, "Plain Planks");
    const title = word("Quokka");
    const patched = await api(web(0), `/v2/project/${project.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { title },
    });
    expect(patched.status).toBe(204);

    const ip = "198.51.100.7"; // its own rate-limit bucket, apart from the rate limit's proofs
    const found = async (base: string) => {
      const response = await api(base, `/v2/search?query=${title}`, { ip });
      const body = (await response.json()) as { hits: { slug: string; title: string }[] };
      return body.hits.map((hit) => hit.title);
    };
    await vi.waitFor(async () => expect(await found(web(1))).toEqual([title]), SOON);
    for (const target of fixture.targets) expect(await found(target.url), target.name).toEqual([title]);
  });
});

describe("caches", () => {
  it("a project's description edited through one instance is never shown stale by another", async () => {
    const owner = await makeUser(fixture.db, { scopes: ["PROJECT_WRITE", "PROJECT_READ"] });
    const project = await approvedProject(fixture.db, owner.id, "Cached Crafts");
    const page = async (base: string) => (await fetch(`${base}/mod/${project.slug}`)).text();
    // Every instance renders (and may cache) the first description.
    for (const target of fixture.targets)
      expect(await page(target.url), target.name).toContain("The first description.");

    const marker = word("fresh");
    const patched = await api(web(0), `/v2/project/${project.id}`, {
      method: "PATCH",
      token: owner.token,
      json: { body: `The **${marker}** description.` },
    });
    expect(patched.status).toBe(204);
    // At once, not eventually: the next page from any instance shows the new text, rendered.
    for (const target of fixture.targets) {
      const html = await page(target.url);
      expect(html, target.name).toContain(`<strong>${marker}</strong>`);
      expect(html, target.name).not.toContain("The first description.");
    }
  });
});

describe("the proxy and the supervisor", () => {
  it("route around a web instance killed with SIGKILL, and bring it back", async () => {
    const before = fixture.stack.pid("web-1");
    await fixture.stack.kill("web-1", "SIGKILL");
    // While web-1 is down, every GET through nginx is answered: a refused connection is retried on web-2.
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${fixture.stack.url}/healthz`);
      expect(response.status).toBe(200);
    }
    // nginx's access log shows it: a request tried on web-1 first, then answered by web-2.
    const [web1, web2] = fixture.stack.webUrls.map((url) => new URL(url).host);
    const log = await readFile(path.join(fixture.stack.dir, "proxy", "access.log"), "utf8");
    expect(log).toContain(`"GET /healthz HTTP/1.1" 200`);
    expect(log).toContain(`upstream=${web1}, ${web2} upstream_status=502, 200`);

    await fixture.stack.waitHealthy("web-1");
    expect(fixture.stack.pid("web-1")).not.toBe(before);
    expect((await fetch(`${web(0)}/healthz`)).status).toBe(200);
  });
});

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: fixture.stack.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
