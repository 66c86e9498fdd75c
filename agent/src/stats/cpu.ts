import type { DockerStatsSample } from "../docker/runtime.js";

/**
 * CPU use as 0-100 % of the plan's allowance (spec section 9): a 2-core plan using two full cores
 * shows 100 %, not 200 %.
 */
export function normalisedCpuPercent(sample: DockerStatsSample, planCores: number): number {
  const total = sample.cpu_stats?.cpu_usage?.total_usage ?? 0;
  const prevTotal = sample.precpu_stats?.cpu_usage?.total_usage ?? 0;
  const system = sample.cpu_stats?.system_cpu_usage ?? 0;
  const prevSystem = sample.precpu_stats?.system_cpu_usage ?? 0;
  const cores = sample.cpu_stats?.online_cpus ?? 1;
  const cpuDelta = total - prevTotal;
  const systemDelta = system - prevSystem;
  if (cpuDelta <= 0 || systemDelta <= 0 || planCores <= 0) return 0;
  const coresUsed = (cpuDelta / systemDelta) * cores;
  return Math.max(0, Math.min(100, Math.round((coresUsed / planCores) * 1000) / 10));
}

/** Memory as `docker stats` shows it: usage minus reclaimable page cache. */
export function memoryBytes(sample: DockerStatsSample): number {
  const usage = sample.memory_stats?.usage ?? 0;
  const stats = sample.memory_stats?.stats ?? {};
  const cache = stats["inactive_file"] ?? stats["total_inactive_file"] ?? 0;
  return Math.max(0, usage - cache);
}

export function networkBytes(sample: DockerStatsSample): { rx: number; tx: number } {
  let rx = 0;
  let tx = 0;
  for (const net of Object.values(sample.networks ?? {})) {
    rx += net.rx_bytes ?? 0;
    tx += net.tx_bytes ?? 0;
  }
  return { rx, tx };
}
