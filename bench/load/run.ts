// Load benchmark (issue 22): a mixed workload — search, project pages, hash lookups, downloads, sign-in,
// version uploads, follows — from N concurrent clients for S seconds against the production-like stack (two
// web instances behind nginx, two job workers, PostgreSQL 15, s3rver) and against ONE web instance and worker
// on the same parts, to show the scaling factor. Loopback only; every run is bounded (its seconds, plus at
// most 4 minutes for the jobs to settle). Not part of npm test: figures go to bench/load/README.md.
//   node --import tsx bench/load/run.ts [--clients 200] [--seconds 60] [--target both|stack|single] [--projects 3000]
import { parseArgs } from "node:util";

import { machineLine } from "../support/machine";
import { loadAgent } from "./http";
import { prepare } from "./prepare";
import { formatRun, sampleLoad, totalRate } from "./report";
import { openTarget } from "./target";
import type { TargetKind } from "./target";
import { verifyAndReport } from "./verify";
import { runWorkload } from "./workload";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    target: { type: "string", default: "both" },
    projects: { type: "string", default: "3000" },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const PROJECTS = Number(values.projects);
if (!(CLIENTS > 0 && CLIENTS <= 1000 && SECONDS > 0 && SECONDS <= 600)) {
  throw new Error("--clients must be 1–1000 and --seconds 1–600 (the run is bounded)");
}
const kinds: TargetKind[] = values.target === "both" ? ["single", "stack"] : [values.target as TargetKind];

const rates: Partial<Record<TargetKind, number>> = {};
for (const kind of kinds) {
  console.log(`\n== ${kind}: starting (${machineLine()})`);
  const target = await openTarget(kind);
  const agent = loadAgent(CLIENTS);
  const storageAgent = loadAgent(CLIENTS);
  try {
    const since = new Date();
    const prepared = await prepare({
      url: target.url,
      databaseUrl: target.databaseUrl,
      agent,
      storageAgent,
      projects: PROJECTS,
      clients: CLIENTS,
    });
    const load = sampleLoad();
    const result = await runWorkload({
      target: { url: target.url, agent },
      storageAgent,
      seed: prepared.seed,
      downloads: prepared.downloads,
      clients: CLIENTS,
      seconds: SECONDS,
      ledger: prepared.ledger,
      label: "1",
    });
    const title = `${target.title}: ${CLIENTS} clients`;
    console.log(`\n${formatRun(title, result, load())}\n`);
    rates[kind] = totalRate(result);
    await verifyAndReport({
      databaseUrl: target.databaseUrl,
      ledger: result.ledger,
      url: target.url,
      agent,
      storageAgent,
      since,
      downloadVersions: prepared.downloadVersions,
    });
  } finally {
    agent.destroy();
    storageAgent.destroy();
    await target.stop();
  }
}
if (rates.single && rates.stack) {
  console.log(
    `\nscaling: ${rates.stack.toFixed(0)} req/s (stack) ÷ ${rates.single.toFixed(0)} req/s (one instance) = ${(rates.stack / rates.single).toFixed(2)}×`,
  );
}
