// Hosting benchmark (issue 19): a REAL agent process on the real Docker engine (the busybox test image, as the
// hosting tests run it), the production web process (`hopper web`) receiving the agent's callbacks, and a throwaway
// embedded PostgreSQL (or DATABASE_URL: an empty scratch database). Measures
//   1. payment → running server: billing's local provider with a 4242 card buying the smallest pyro plan through
//      the hosting buy service, the local webhook job's handler and the hosting.provision job's handler run
//      directly, the agent's create + install (its install-result callback through `hopper web` marks the server
//      ready), then Start on the console socket as the overview page does, until the agent reports it running;
//      beside it the bare agent (POST /api/servers, start, running);
//   2. console round trip: `say <n>` on the browser's socket (the web app's console token) until the echoed line
//      arrives, and the agent's share of it (the line seen on Docker's own log stream → the same line on the socket);
//   3. /servers/manage for a signed-in user owning 20 servers, beside the list's bare SQL with `pg`.
//   nice npx tsx bench/hosting/run.ts [--buys 5] [--commands 200] [--requests 100] [--port 3391]
// Needs a web build (made here when stale) and a Docker engine. Prints a Markdown table; not part of npm test.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request as httpRequest, Agent } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { encode } from "@auth/core/jwt";
import pg from "pg";
import WebSocket from "ws";

import { DockerRuntime } from "@hopper/agent/local";
import type { AgentMessage, ServerView as AgentServerView } from "@hopper/agent/protocol";

import { buildWeb, hasCurrentBuild } from "../../cli/src/commands/build";
import { allJobs } from "../../cli/src/lib/registry";
import { createSession } from "../../modules/core/src/auth/sessions";
import { authSecret } from "../../modules/core/src/config/secret";
import { createDb, type Db } from "../../modules/core/src/db/client";
import { newId } from "../../modules/core/src/db/ids";
import { stopJobSender } from "../../modules/core/src/jobs";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import localWebhookJob from "../../modules/billing/src/jobs/local-webhook";
import { seedCatalogue } from "../../modules/billing/src/server/services/catalogue/seed-catalogue";
import { LocalProvider, type LocalEvent } from "../../modules/billing/src/server/services/providers/local";
import provisionJob from "../../modules/hosting/src/jobs/provision";
import { agentJson } from "../../modules/hosting/src/server/services/agent/agent-client";
import { consoleToken } from "../../modules/hosting/src/server/services/console/console-token";
import { buyServer } from "../../modules/hosting/src/server/services/servers/buy";
import { listServers } from "../../modules/hosting/src/server/services/servers/list-servers";
import {
  DOCKER_SOCKET,
  dockerAvailable,
  startTestAgent,
  type TestAgent,
} from "../../modules/hosting/tests/support/local-agent";
import { benchDatabase } from "../support/database";
import { machineLine } from "../support/machine";
import { percentile } from "../support/percentile";

const { values } = parseArgs({
  options: {
    buys: { type: "string", default: "5" },
    commands: { type: "string", default: "200" },
    requests: { type: "string", default: "100" },
    port: { type: "string", default: "3391" },
  },
});
const BUYS = Number(values.buys);
const COMMANDS = Number(values.commands);
const REQUESTS = Number(values.requests);
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, "../..");
const COOKIE = "authjs.session-token";
/** Every wait is bounded: a server not running after this long fails the benchmark with the agent's last lines. */
const WAIT_MS = 120_000;
const POLL_MS = 50;

const ms = (x: number) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(1)} ms`);
const load = () => loadavg()[0]!.toFixed(1);
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(POLL_MS);
  }
}

/** A console socket as the browser's: every message kept, waits bounded. */
class ConsoleSocket {
  readonly messages: AgentMessage[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString()) as AgentMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  static async open(url: string): Promise<ConsoleSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new ConsoleSocket(ws);
  }
  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }
  /** Resolves with the first message from `from` on that matches (no polling: woken by each message). */
  async until(predicate: (message: AgentMessage) => boolean, from = 0): Promise<AgentMessage> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.messages.slice(from).find(predicate);
      if (found) return found;
      if (Date.now() > end) throw new Error("console socket: message not received in time");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1000);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

async function waitForWeb(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/v2/tag/loader`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error("the web server did not answer within 120 s");
}

const httpAgent = new Agent({ keepAlive: true, maxSockets: 1 });
function get(requestPath: string, cookie: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${ORIGIN}${requestPath}`, { agent: httpAgent, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function signedInUser(db: Db) {
  const id = newId();
  const username = `bench${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role: "user" } });
  const session = await createSession(db, id, { ip: "192.0.2.20", userAgent: "bench" });
  const value = await encode({ token: { sub: id, sid: session.id }, secret: authSecret(), salt: COOKIE });
  return { id, actor: { userId: id, role: "user" as const }, cookie: `${COOKIE}=${value}` };
}

/** A saved local test card 4242 that pays (as the local provider's card form leaves it). */
async function card4242(db: Db, userId: string): Promise<string> {
  const id = newId();
  await db.paymentMethod.create({
    data: {
      id,
      userId,
      provider: "local",
      providerMethodId: `lpm_ok_visa_4242_122099_${id}`,
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2099,
      isPrimary: true,
    },
  });
  return id;
}

const database = await benchDatabase("hosting");
const url = database.url;
const hopperData = await mkdtemp(path.join(tmpdir(), "hopper-bench-hosting-data-"));
// The web process and this one must share the auth secret: the node token is encrypted under it, sessions signed.
process.env.AUTH_SECRET = randomBytes(32).toString("base64url");
process.env.DATABASE_URL = url;
process.env.HOPPER_DATA_DIR = hopperData;
const pool = new pg.Pool({ connectionString: url, max: 2 });
// An idle client cut off when the cluster stops is no failure of the benchmark (unhandled, it would crash it).
pool.on("error", () => undefined);
let web: ChildProcess | null = null;
let agent: TestAgent | null = null;
let db: Db | null = null;
const rows: string[] = [];
const notes: string[] = [];

try {
  if (!(await dockerAvailable("bench/hosting"))) throw new Error(`no Docker engine answers on ${DOCKER_SOCKET}`);
  await setupDatabase(url, path.join(ROOT, "prisma/migrations"), allJobs());
  db = createDb(url, 4);
  await seedCatalogue(db);

  if (!(await hasCurrentBuild())) {
    console.log("the web build is stale: building (npx hopper build)");
    await buildWeb();
  }
  web = spawn(process.execPath, [path.join(ROOT, "bin/hopper.mjs"), "web"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), NODE_ENV: "production", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForWeb();

  // The agent calls back to the web process (install-result → ready, server-state), as a node does in production.
  agent = await startTestAgent({
    db,
    region: "europe",
    webAppUrl: ORIGIN,
    cpu: 64,
    memoryMiB: 1_048_576,
    diskMiB: 1_048_576,
    config: { logLevel: "info" },
  });
  const node = agent.node;
  await db.hostingNode.update({ where: { id: node.id }, data: { lastSeenAt: new Date() } });
  const agentView = (agentId: string) =>
    agentJson<AgentServerView>(node, "GET", `/api/servers/${agentId}`).catch(() => null);

  const plans = await db.billingProduct.findMany({ where: { kind: "pyro" }, include: { prices: true } });
  const plan = plans.sort((a, b) => (a.ramMb ?? 0) - (b.ramMb ?? 0))[0]!;
  const price = plan.prices.find((candidate) => candidate.currency === "USD") ?? plan.prices[0]!;
  console.log(machineLine());
  console.log(`plan: ${plan.name} (${plan.cpu} CPU, ${plan.ramMb} MB RAM, ${plan.storageMb} MB disk)`);

  // ---- 1. payment → running ------------------------------------------------------------------------------------
  const split = { paid: [] as number[], created: [] as number[], installed: [] as number[], ready: [] as number[] };
  const total: number[] = [];
  let lastBought: { serverId: string; agentId: string; actor: { userId: string; role: "user" } } | null = null;
  let buyLoad = "";
  for (let i = 0; i < BUYS; i++) {
    const buyer = await signedInUser(db);
    const paymentMethodId = await card4242(db, buyer.id);
    const delivered: LocalEvent[] = [];
    // The configured local provider queues billing.local-webhook; here its events are captured and that job's
    // handler is run on them directly (no worker polling interval in the figure).
    const provider = new LocalProvider({ deliver: async (event) => void delivered.push(event) });
    const jobContext = { db, jobId: `bench-${i}`, send: async () => null };

    const t0 = performance.now();
    const { serverId, purchase } = await buyServer(
      db,
      buyer.actor,
      {
        orderId: `B${buyer.id.slice(1)}`,
        productId: plan.id,
        priceId: price.id,
        interval: "monthly",
        paymentMethodId,
        region: "europe",
        name: `Bench ${i}`,
        loader: "fabric",
        loaderVersion: "0.16.10",
        gameVersion: "1.21.4",
      },
      new Date(),
      provider,
    );
    if (purchase.status === "failed") throw new Error(`the purchase failed: ${JSON.stringify(purchase)}`);
    for (const event of delivered.splice(0)) await localWebhookJob({ event }, jobContext);
    const subscription = await db.subscription.findFirstOrThrow({ where: { serverId } });
    if (!subscription.provisioned) throw new Error("the payment's webhook did not provision the subscription");
    const t1 = performance.now();
    await provisionJob({ subscriptionId: subscription.id, userId: buyer.id, serverId }, jobContext);
    const { agentId } = await db.hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    const t2 = performance.now();
    await waitFor(
      () => agentView(agentId),
      (view) => view?.installed != null && view.busy === null,
      "the install",
    );
    const t3 = performance.now();
    await waitFor(
      () => db!.hostingServer.findUniqueOrThrow({ where: { id: serverId }, select: { status: true } }),
      (row) => row.status === "ready",
      "the install-result callback (status ready)",
    );
    const t4 = performance.now();
    // Start as the overview page does: the console token, the socket, `power start`.
    const issued = await consoleToken(db, buyer.actor, serverId, new Date());
    const socket = await ConsoleSocket.open(issued.socketUrl);
    socket.send({ type: "auth", token: issued.token });
    await socket.until((message) => message.type === "auth-ok");
    socket.send({ type: "power", action: "start" });
    await waitFor(
      () => agentView(agentId),
      (view) => view?.state === "running",
      "state running",
    );
    const t5 = performance.now();
    socket.ws.close();
    split.paid.push(t1 - t0);
    split.created.push(t2 - t1);
    split.installed.push(t3 - t2);
    split.ready.push(t4 - t3);
    total.push(t5 - t0);
    lastBought = { serverId, agentId, actor: buyer.actor };
    buyLoad = load();
    console.log(`buy ${i + 1}: ${ms(t5 - t0)}`);
  }

  const bare: number[] = [];
  for (let i = 0; i < BUYS; i++) {
    const agentId = `hs-${randomBytes(8).toString("hex")}`;
    const t0 = performance.now();
    await agentJson(node, "POST", "/api/servers", {
      json: {
        id: agentId,
        plan: { cpu: plan.cpu ?? 1, memoryMiB: plan.ramMb ?? 1024, swapMiB: plan.swapMb ?? 0, diskMiB: plan.storageMb },
        ports: [{ host: node.portLast - i, container: 25565, protocol: "tcp" }],
        install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
        suspended: false,
        crashRestart: true,
      },
    });
    await waitFor(
      () => agentView(agentId),
      (view) => view?.installed != null && view.busy === null,
      "the bare install",
    );
    await agentJson(node, "POST", `/api/servers/${agentId}/power`, { json: { action: "start" } });
    await waitFor(
      () => agentView(agentId),
      (view) => view?.state === "running",
      "bare state running",
    );
    bare.push(performance.now() - t0);
  }
  const p50 = (xs: number[]) => percentile(xs, 50);
  rows.push(
    `| payment → running (${BUYS} buys) | p50 (min–max) | ${ms(p50(total))} (${ms(Math.min(...total))}–${ms(Math.max(...total))}) | ${ms(p50(bare))} (${ms(Math.min(...bare))}–${ms(Math.max(...bare))}) | ${(p50(total) / p50(bare)).toFixed(2)}× | ${buyLoad} |`,
  );
  console.log(rows.at(-1));
  notes.push(
    `split, p50 of ${BUYS}: payment confirmed ${ms(p50(split.paid))} · created on the agent ${ms(p50(split.created))} · ` +
      `installed ${ms(p50(split.installed))} · ready (callback applied) ${ms(p50(split.ready))} · running ${ms(
        p50(total.map((t, i) => t - split.paid[i]! - split.created[i]! - split.installed[i]! - split.ready[i]!)),
      )}`,
  );

  console.log(notes.at(-1));

  // ---- 2. console round trip -----------------------------------------------------------------------------------
  if (!lastBought) throw new Error("no server was bought");
  const issued = await consoleToken(db, lastBought.actor, lastBought.serverId, new Date());
  const socket = await ConsoleSocket.open(issued.socketUrl);
  socket.send({ type: "auth", token: issued.token });
  await socket.until((message) => message.type === "auth-ok");
  // Docker's own log stream of the same container: when the line left the container, as near as a client sees it.
  const runtime = new DockerRuntime(DOCKER_SOCKET);
  const [container] = await runtime.docker.listContainers({
    filters: { label: [`hopper.server=${lastBought.agentId}`] },
  });
  if (!container) throw new Error("the bought server's container was not found");
  const dockerSeen = new Map<string, number>();
  const logStream = (await runtime.docker.getContainer(container.Id).logs({
    follow: true,
    stdout: true,
    stderr: true,
    since: Math.floor(Date.now() / 1000),
  })) as unknown as NodeJS.ReadableStream & { destroy(): void };
  logStream.on("data", (chunk: Buffer) => {
    const at = performance.now();
    for (const match of chunk.toString("latin1").matchAll(/\] bench-say-(\d+)/g)) {
      if (!dockerSeen.has(match[1]!)) dockerSeen.set(match[1]!, at);
    }
  });
  const roundTrips: number[] = [];
  const agentShare: number[] = [];
  let previousSend = 0;
  for (let n = 0; n < COMMANDS + 10; n++) {
    // The agent takes at most 10 commands a second per socket (websocket.commandsPerSecond, a token bucket of 10):
    // the next command waits until 110 ms after the previous one was sent, so none is refused as throttled.
    await sleep(Math.max(0, previousSend + 110 - performance.now()));
    const from = socket.messages.length;
    const marker = `bench-say-${n}`;
    const sent = performance.now();
    previousSend = sent;
    socket.send({ type: "command", command: `say ${marker}` });
    const answer = await socket.until(
      (message) =>
        message.type === "error" ||
        message.type === "throttled" ||
        (message.type === "console" && message.lines.some((line) => line.endsWith(`] ${marker}`))),
      from,
    );
    if (answer.type !== "console") throw new Error(`the agent refused the command: ${JSON.stringify(answer)}`);
    const received = performance.now();
    if (n < 10) continue; // warm-up
    roundTrips.push(received - sent);
    const seen = dockerSeen.get(String(n));
    if (seen !== undefined) agentShare.push(received - seen);
  }
  logStream.destroy();
  socket.ws.close();
  rows.push(
    `| console \`say <n>\` → echoed line on the browser's socket (${COMMANDS}) | p50 / p99 | ${ms(percentile(roundTrips, 50))} / ${ms(percentile(roundTrips, 99))} | — | — | ${load()} |`,
  );
  rows.push(
    `| of which: line on Docker's log stream → on the socket (the agent's relay, ${agentShare.length} lines) | p50 / p99 | ${agentShare.length ? `${ms(percentile(agentShare, 50))} / ${ms(percentile(agentShare, 99))}` : "not seen"} | — | — | ${load()} |`,
  );

  // ---- 3. /servers/manage with 20 servers ------------------------------------------------------------------------
  const owner = await signedInUser(db);
  for (let i = 0; i < 20; i++) {
    const id = newId();
    await db.hostingServer.create({
      data: {
        id,
        agentId: `hs-${randomBytes(8).toString("hex")}`,
        ownerId: owner.id,
        name: `Survival ${i}`,
        region: "europe",
        nodeId: node.id,
        port: node.portFirst + 40 + i,
        productId: plan.id,
        cpu: plan.cpu ?? 1,
        memoryMiB: plan.ramMb ?? 1024,
        swapMiB: plan.swapMb ?? 0,
        diskMiB: plan.storageMb ?? 1024,
        loader: "paper",
        gameVersion: "1.21.4",
        status: "ready",
      },
    });
    await db.subscription.create({
      data: { id: newId(), userId: owner.id, priceId: price.id, interval: "monthly", provisioned: true, serverId: id },
    });
  }
  const first = await get("/servers/manage", owner.cookie);
  const shown = Array.from({ length: 20 }, (_, i) => first.text.includes(`Survival ${i}<`)).filter(Boolean).length;
  if (first.status !== 200) throw new Error(`/servers/manage: HTTP ${first.status}: ${first.text.slice(0, 300)}`);
  notes.push(`/servers/manage answered ${first.text.length} bytes naming ${shown} of the 20 servers`);
  const page = async () => {
    const response = await get("/servers/manage", owner.cookie);
    if (response.status !== 200) throw new Error(`/servers/manage: HTTP ${response.status}`);
  };
  const bareList = async () => {
    const where = `owner_id = $1 AND status <> 'deleted'`;
    await pool.query(`SELECT count(*) FROM hosting_servers WHERE ${where}`, [owner.id]);
    const servers = await pool.query<{ id: string; product_id: string }>(
      `SELECT s.*, row_to_json(n) AS node FROM hosting_servers s LEFT JOIN hosting_nodes n ON n.id = s.node_id
       WHERE ${where} ORDER BY s.created_at DESC, s.id ASC LIMIT 20`,
      [owner.id],
    );
    await pool.query(`SELECT id, name FROM billing_products WHERE id = ANY($1)`, [
      [...new Set(servers.rows.map((row) => row.product_id))],
    ]);
    await pool.query(
      `SELECT sub.*, pr.currency, pr.monthly, p.name FROM subscriptions sub
       JOIN billing_prices pr ON pr.id = sub.price_id JOIN billing_products p ON p.id = pr.product_id
       WHERE sub.server_id = ANY($1) ORDER BY sub.created_at DESC`,
      [servers.rows.map((row) => row.id)],
    );
  };
  const service = () => listServers(db!, owner.actor, 1);
  const timeSerial = async (runs: number, fn: () => Promise<unknown>) => {
    for (let i = 0; i < 10; i++) await fn(); // warm-up: compile the route, fill caches
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await fn();
      times.push(performance.now() - started);
    }
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };
  const pageTimes = await timeSerial(REQUESTS, page);
  const pageLoad = load();
  const serviceTimes = await timeSerial(REQUESTS, service);
  const sqlTimes = await timeSerial(REQUESTS, bareList);
  rows.push(
    `| GET /servers/manage, 20 servers (${REQUESTS} sequential) | p50 / p99 | ${ms(pageTimes.p50)} / ${ms(pageTimes.p99)} | ${ms(sqlTimes.p50)} / ${ms(sqlTimes.p99)} | ${(pageTimes.p50 / sqlTimes.p50).toFixed(1)}× | ${pageLoad} |`,
  );
  notes.push(
    `listServers (the service the page calls, Prisma, in this process): p50 ${ms(serviceTimes.p50)} / p99 ${ms(serviceTimes.p99)}`,
  );

  console.log(`\n| what | shape | Hopper | bare | ratio | load avg |\n|---|---|---|---|---|---|`);
  for (const row of rows) console.log(row);
  console.log("");
  for (const note of notes) console.log(`- ${note}`);
} catch (error) {
  if (agent) console.error(agent.logs.slice(-30).join("\n"));
  throw error;
} finally {
  // Each step on its own, so one failing still lets the cluster, the containers and the folders go; the benchmark's
  // pool first, before anything can stop the database under it.
  const step = async (what: string, run: () => Promise<unknown>) =>
    run().catch((error: unknown) => console.error(`teardown: ${what}:`, error));
  httpAgent.destroy();
  await step("pg pool", () => pool.end());
  await step("agent", async () => agent?.stop());
  await step("web", async () => {
    if (!web || web.exitCode !== null) return;
    const exited = new Promise((resolve) => web!.once("exit", resolve));
    web.kill("SIGTERM");
    await exited;
  });
  await step("job sender", () => stopJobSender());
  await step("prisma", async () => db?.$disconnect());
  await step("database", () => database.stop());
  await rm(hopperData, { recursive: true, force: true });
}
