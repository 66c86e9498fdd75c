// Figures of a run as Markdown: per kind requests/s, p50/p99 and errors (with the most common reasons), the
// total, and the machine's load average sampled through the run.
import { loadavg } from "node:os";

import { KINDS } from "./workload";
import type { RunResult } from "./workload";
import { percentile } from "../support/percentile";

/** Samples the 1-minute load average every 5 s until stopped: the figures are read beside it. */
export function sampleLoad(): () => { mean: number; max: number } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 5000);
  return () => {
    clearInterval(timer);
    samples.push(loadavg()[0]!);
    return { mean: samples.reduce((a, b) => a + b, 0) / samples.length, max: Math.max(...samples) };
  };
}

export function totalRate(result: RunResult): number {
  return KINDS.reduce((sum, kind) => sum + result.stats[kind].ok, 0) / result.seconds;
}

export function formatRun(title: string, result: RunResult, load: { mean: number; max: number }): string {
  const lines = [
    `### ${title}`,
    "",
    `${result.seconds.toFixed(0)} s; load average (1 min) mean ${load.mean.toFixed(1)}, max ${load.max.toFixed(1)} on 2 cores.`,
    "",
    "| kind | answered | req/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|---|",
  ];
  let ok = 0;
  let failed = 0;
  const all: number[] = [];
  for (const kind of KINDS) {
    const stats = result.stats[kind];
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    all.push(...stats.latencies);
    ok += stats.ok;
    failed += stats.failed;
    lines.push(
      `| ${kind} | ${stats.ok} | ${(stats.ok / result.seconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${stats.failed} |`,
    );
  }
  all.sort((a, b) => a - b);
  lines.push(
    `| **all** | ${ok} | ${(ok / result.seconds).toFixed(1)} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${failed} |`,
  );
  if (result.failures.length) {
    const reasons = new Map<string, number>();
    for (const failure of result.failures) {
      const reason = `${failure.kind}: ${failure.reason.slice(0, 100)}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    lines.push("", "Errors by reason:");
    for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      lines.push(`- ${count} × ${reason}`);
    }
  }
  return lines.join("\n");
}
