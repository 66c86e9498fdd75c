// Fault benchmark (issue 22): under the mixed load (run.ts's workload) against the stack, SIGKILL one part at a
// time — a web instance, a job worker, the agent, PostgreSQL — with time to recover between. Per kill: how long
// until the stack's supervisor had the part back and healthy, how many requests failed and for how long (the
// error window: from the kill to the last failed request of that phase), and, for the web instance, whether
// the proxy kept answering while it was down. Afterwards verify.ts checks that every 2xx kept its promise and
// every job ran exactly once. Bounded: phases × seconds, plus at most the settle time. Not part of npm test.
// 60 clients by default, not run.ts's 200: on this 2-core machine 200 clients already time requests out without
// any fault (README), which would hide the error window a kill causes.
//   node --import tsx bench/load/faults.ts [--clients 60] [--phase 40] [--lead 15] [--projects 3000]
import { parseArgs } from "node:util";

import { machineLine } from "../support/machine";
import { loadAgent, send } from "./http";
import { prepare } from "./prepare";
import { formatRun, sampleLoad } from "./report";
import { openTarget } from "./target";
import { verifyAndReport } from "./verify";
import { runWorkload } from "./workload";
import type { RunResult } from "./workload";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "60" },
    phase: { type: "string", default: "40" },
    lead: { type: "string", default: "15" },
    projects: { type: "string", default: "3000" },
  },
});
const CLIENTS = Number(values.clients);
const PHASE = Number(values.phase);
const LEAD = Number(values.lead);
const VICTIMS = ["web-1", "jobs-1", "agent", "postgres"];

interface Kill {
  name: string;
  /** performance.now() of the kill, and when the part answered its health check again. */
  at: number;
  healthyAt: number;
  pidBefore: number;
  pidAfter: number;
  /** Requests through the proxy while the killed web instance was down, and how many of them were answered. */
  probe?: { sent: number; ok: number };
  skipped?: string;
}

/** "0:12 1:30 …": failures per whole second after the kill (milliseconds given), seconds without any left out. */
function timeline(offsets: number[]): string {
  const perSecond = new Map<number, number>();
  for (const offset of offsets)
    perSecond.set(Math.floor(offset / 1000), (perSecond.get(Math.floor(offset / 1000)) ?? 0) + 1);
  return [...perSecond].map(([second, count]) => `${second}:${count}`).join(" ") || "none";
}

const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

console.log(`faults: ${machineLine()}`);
const target = await openTarget("stack");
const stack = target.stack!;
const agent = loadAgent(CLIENTS + 8);
const storageAgent = loadAgent(CLIENTS);
try {
  const since = new Date();
  const prepared = await prepare({
    url: target.url,
    databaseUrl: target.databaseUrl,
    agent,
    storageAgent,
    projects: Number(values.projects),
    clients: CLIENTS,
  });
  const load = sampleLoad();
  const started = performance.now();
  const running: Promise<RunResult> = runWorkload({
    target: { url: target.url, agent },
    storageAgent,
    seed: prepared.seed,
    downloads: prepared.downloads,
    clients: CLIENTS,
    seconds: LEAD + VICTIMS.length * PHASE,
    ledger: prepared.ledger,
    label: "1",
  });
  const kills: Kill[] = [];
  for (const [index, name] of VICTIMS.entries()) {
    await sleepUntil(started + (LEAD + index * PHASE) * 1000);
    if (!stack.names().includes(name)) {
      kills.push({
        name,
        at: performance.now(),
        healthyAt: 0,
        pidBefore: 0,
        pidAfter: 0,
        skipped: stack.agentSkipped ?? "not started",
      });
      continue;
    }
    const pidBefore = stack.pid(name);
    const at = performance.now();
    await stack.kill(name, "SIGKILL");
    let healthy = false;
    const back = stack.waitHealthy(name).then(() => (healthy = true));
    let probe: Kill["probe"];
    if (name.startsWith("web-")) {
      // Until the instance answers again (restarted, then starting up), the proxy must send everything to
      // the other one: one request after another, each must be answered.
      probe = { sent: 0, ok: 0 };
      while (!healthy && probe.sent < 5000) {
        probe.sent++;
        const reply = await send(agent, new URL("/v2/tag/loader", target.url)).catch(() => null);
        if (reply?.status === 200) probe.ok++;
      }
    }
    await back;
    kills.push({ name, at, healthyAt: performance.now(), pidBefore, pidAfter: stack.pid(name), probe });
    console.log(
      `killed ${name} (pid ${pidBefore}); healthy again after ${((performance.now() - at) / 1000).toFixed(1)} s`,
    );
  }
  const result = await running;
  console.log(`\n${formatRun(`faults: the stack under ${CLIENTS} clients`, result, load())}\n`);

  const relative = (time: number) => time - result.started;
  const before = result.failures.filter((failure) => failure.at < relative(kills[0]!.at)).length;
  console.log(`failed requests before the first kill: ${before}\n`);
  console.log(
    "| killed | back healthy after s | failed requests | error window s | failures by kind | proxy while down |\n|---|---|---|---|---|---|",
  );
  const timelines: string[] = [];
  const reasons = new Map<string, number>();
  for (const [index, kill] of kills.entries()) {
    if (kill.skipped) {
      console.log(`| ${kill.name} | skipped: ${kill.skipped} | | | | |`);
      continue;
    }
    const from = relative(kill.at);
    const to = index + 1 < kills.length ? relative(kills[index + 1]!.at) : Infinity;
    const inPhase = result.failures.filter((failure) => failure.at >= from && failure.at < to);
    const window = inPhase.length ? (Math.max(...inPhase.map((failure) => failure.at)) - from) / 1000 : 0;
    const byKind = new Map<string, number>();
    for (const failure of inPhase) byKind.set(failure.kind, (byKind.get(failure.kind) ?? 0) + 1);
    const kinds = [...byKind].map(([kind, count]) => `${kind} ${count}`).join(", ") || "—";
    const proxy = kill.probe ? `${kill.probe.ok}/${kill.probe.sent} answered` : "—";
    const back = ((kill.healthyAt - kill.at) / 1000).toFixed(1);
    const pid = kill.pidAfter && kill.pidAfter !== kill.pidBefore ? "" : " (same pid?)";
    console.log(`| ${kill.name} | ${back}${pid} | ${inPhase.length} | ${window.toFixed(1)} | ${kinds} | ${proxy} |`);
    timelines.push(`${kill.name}: ${timeline(inPhase.map((failure) => failure.at - from))}`);
    for (const failure of inPhase) {
      const reason = `${kill.name} ${failure.kind}: ${failure.reason.replace(/\s+/g, " ").slice(0, 60)}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
  console.log("\nfailed requests per second after each kill (second:count):");
  for (const line of timelines) console.log(`- ${line}`);
  console.log("\nreasons per kill:");
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`- ${count} × ${reason}`);
  }
  await verifyAndReport({
    databaseUrl: target.databaseUrl,
    ledger: result.ledger,
    url: target.url,
    agent,
    storageAgent,
    since,
    downloadVersions: prepared.downloadVersions,
  });
  for (const name of stack.names()) {
    if (stack.pid(name) === 0) console.log(`NOT RUNNING at the end: ${name}`);
  }
} finally {
  agent.destroy();
  storageAgent.destroy();
  await target.stop();
}
