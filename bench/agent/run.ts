/**
 * Agent benchmark: console throughput and agent CPU, agent memory with 1 and 20 idle servers, and
 * backup speed for a 500 MB server directory. Needs a Docker engine; prints a JSON report.
 *
 *   npx tsx bench/agent/run.ts [--backup-mb 500] [--servers 20] [--lines 200000]
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { machineLine } from "../support/machine.js";
import { AgentProcess } from "../../agent/tests/helpers/agent-process.js";
import { ConsoleClient, signConsoleToken } from "../../agent/tests/helpers/console-client.js";
import { FakeWebApp } from "../../agent/tests/helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "../../agent/tests/helpers/fixtures.js";
import type { Backup, ServerView } from "../../agent/src/protocol.js";

const { values } = parseArgs({
  options: {
    "backup-mb": { type: "string", default: "500" },
    servers: { type: "string", default: "20" },
    lines: { type: "string", default: "200000" },
    "gzip-level": { type: "string", default: "1" },
    only: { type: "string" },
  },
});
const BACKUP_MB = Number(values["backup-mb"]);
const SERVERS = Number(values.servers);
const LINES = Number(values.lines);
const GZIP_LEVEL = Number(values["gzip-level"]);
const ONLY = values.only;
const CLK_TCK = 100;

/** user+system CPU seconds of a process, from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(stat[11]) + Number(stat[12])) / CLK_TCK;
}

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

async function startedAgent(web: FakeWebApp, overrides: Record<string, unknown>): Promise<AgentProcess> {
  const agent = new AgentProcess({ webAppUrl: web.url, overrides: { logLevel: "info", ...overrides } });
  await agent.init();
  await agent.start();
  return agent;
}

async function createRunning(agent: AgentProcess, web: FakeWebApp, id: string, image: string): Promise<void> {
  // the fake web app is shared by several agents using the same server ids: only look at new events
  const before = web.received.length;
  const installed = () =>
    web.received.slice(before).some((e) => e.event.kind === "install-result" && e.event.serverId === id);
  await agent.api("POST", "/api/servers", testServer(id, image));
  await waitUntil(installed, 60_000);
  const power = await agent.api("POST", `/api/servers/${id}/power`, { action: "start", waitSeconds: 30 });
  if (power.status !== 202) throw new Error(`start refused: ${power.text}`);
  await waitUntil(
    async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "running",
    60_000,
  ).catch(async (error: Error) => {
    console.error(agent.logs.slice(-30).join("\n"), (await agent.api("GET", `/api/servers/${id}/logs`)).text);
    throw error;
  });
}

async function consoleThroughput(web: FakeWebApp, image: string, throttled: boolean) {
  const agent = await startedAgent(
    web,
    throttled ? {} : { console: { throttleLines: 10_000_000, throttleWindowMs: 100 } },
  );
  try {
    await createRunning(agent, web, "bench-console", image);
    const client = await ConsoleClient.connect(agent.url, "bench-console");
    client.send({
      type: "auth",
      token: await signConsoleToken(agent.nodeToken, { serverId: "bench-console", permissions: ["*"] }),
    });
    await client.waitFor((m) => m.type === "auth-ok");
    const pid = agent.pid as number;
    let lastLineAt = performance.now();
    client.ws.on("message", (data: Buffer) => {
      if (data.subarray(0, 20).toString().includes('"console"')) lastLineAt = performance.now();
    });
    const cpu0 = await cpuSeconds(pid);
    const t0 = performance.now();
    const sent = await agent.api("POST", `/api/servers/bench-console/commands`, { command: `flood ${LINES}` });
    if (sent.status !== 202) throw new Error(`command refused: ${sent.text}`);
    // done when no console frame arrived for 300 ms (stats frames do not count)
    while (performance.now() - lastLineAt < 300 || client.consoleLines().length === 0) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const cpu = (await cpuSeconds(pid)) - cpu0;
    const seconds = (lastLineAt - t0) / 1000;
    const received = client.consoleLines().filter((l) => l.includes("flood line")).length;
    client.close();
    return {
      throttle: throttled ? "default (2000 lines / 100 ms)" : "off",
      linesPrinted: LINES,
      linesDelivered: received,
      seconds: round(seconds),
      deliveredLinesPerSecond: Math.round(received / seconds),
      agentCpuSeconds: round(cpu),
      // CPU of the agent process while it relayed the burst (includes the 300 ms quiet tail)
      agentCpuPercentOfOneCore: round((cpu / (seconds + 0.3)) * 100),
    };
  } finally {
    await agent.cleanup();
  }
}

async function idleMemory(web: FakeWebApp, image: string) {
  const agent = await startedAgent(web, {});
  try {
    const pid = agent.pid as number;
    const empty = await rssMiB(pid);
    await createRunning(agent, web, "idle-0", image);
    await new Promise((r) => setTimeout(r, 5000));
    const one = await rssMiB(pid);
    for (let i = 1; i < SERVERS; i++) await createRunning(agent, web, `idle-${i}`, image);
    await new Promise((r) => setTimeout(r, 10_000));
    const many = await rssMiB(pid);
    const cpu0 = await cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 10_000));
    const idleCpu = ((await cpuSeconds(pid)) - cpu0) / 10;
    return {
      rssMiBNoServers: empty,
      rssMiBOneIdleServer: one,
      [`rssMiB${SERVERS}IdleServers`]: many,
      [`agentCpuPercentIdleWith${SERVERS}Servers`]: round(idleCpu * 100),
    };
  } finally {
    await agent.cleanup();
  }
}

async function backupSpeed(web: FakeWebApp, image: string) {
  const agent = await startedAgent(web, { backups: { gzipLevel: GZIP_LEVEL } });
  try {
    const id = "bench-backup";
    const before = web.received.length;
    await agent.api("POST", "/api/servers", {
      ...testServer(id, image),
      plan: { cpu: 2, memoryMiB: 512, diskMiB: BACKUP_MB * 4 },
    });
    await waitUntil(() => web.received.slice(before).some((e) => e.event.kind === "install-result"), 60_000);
    const root = path.join(agent.dir, "data", "servers", id, "data");
    // region files are already compressed, so random bytes are a fair (worst) case; plus small files
    await mkdir(path.join(root, "world", "region"), { recursive: true });
    const regionCount = Math.ceil(BACKUP_MB / 8);
    for (let i = 0; i < regionCount; i++) {
      await writeFile(path.join(root, "world", "region", `r.${i}.0.mca`), randomBytes(8 * 1024 * 1024));
    }
    await mkdir(path.join(root, "config"), { recursive: true });
    for (let i = 0; i < 500; i++)
      await writeFile(path.join(root, "config", `c${i}.json`), JSON.stringify({ i, pad: "x".repeat(2000) }));
    const mb = regionCount * 8 + 1;

    const t0 = performance.now();
    const created = await agent.api<Backup>("POST", `/api/servers/${id}/backups`, { name: "bench" });
    let backup: Backup | null = null;
    await waitUntil(
      async () => {
        backup = (await agent.api<Backup>("GET", `/api/servers/${id}/backups/${created.json.id}`)).json;
        return backup.status === "ready" || backup.status === "failed-to-create";
      },
      600_000,
      50,
    );
    const createSeconds = (performance.now() - t0) / 1000;

    const t1 = performance.now();
    await agent.api("POST", `/api/servers/${id}/backups/${created.json.id}/restore`, { wipe: true });
    await waitUntil(
      async () => {
        const b = (await agent.api<Backup>("GET", `/api/servers/${id}/backups/${created.json.id}`)).json;
        return b.status === "ready" || b.status === "failed-to-restore";
      },
      600_000,
      50,
    );
    const restoreSeconds = (performance.now() - t1) / 1000;
    const final = backup as unknown as Backup;
    return {
      gzipLevel: GZIP_LEVEL,
      dataMB: mb,
      status: final.status,
      archiveMB: round((final.sizeBytes ?? 0) / 1024 / 1024),
      createSeconds: round(createSeconds),
      createMBps: round(mb / createSeconds),
      restoreSeconds: round(restoreSeconds),
      restoreMBps: round(mb / restoreSeconds),
    };
  } finally {
    await agent.cleanup();
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

const web = new FakeWebApp();
await web.start();
try {
  const image = await testImage();
  const report = {
    host: { cpus: (await import("node:os")).cpus().length, node: process.version, machine: machineLine() },
    ...(ONLY && ONLY !== "console"
      ? {}
      : {
          consoleUnthrottled: await consoleThroughput(web, image, false),
          consoleDefaultThrottle: await consoleThroughput(web, image, true),
        }),
    ...(ONLY && ONLY !== "memory" ? {} : { memory: await idleMemory(web, image) }),
    ...(ONLY && ONLY !== "backup" ? {} : { backup: await backupSpeed(web, image) }),
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  await web.stop();
}
