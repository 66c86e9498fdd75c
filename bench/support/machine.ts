// What every benchmark prints beside its figures: the machine and how busy it was. A figure taken with the load
// average above the number of cores measures the neighbours as much as Hopper.
import { cpus, loadavg, totalmem } from "node:os";

/** "node v20…, 2 CPUs, 23.5 GiB, load average 0.42 / 0.80 / 1.10 (1, 5, 15 min)" */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
  const memory = (totalmem() / 2 ** 30).toFixed(1);
  return `node ${process.version}, ${cpus().length} CPUs, ${memory} GiB, load average ${one} / ${five} / ${fifteen} (1, 5, 15 min)`;
}

/** Samples the 1-minute load average every `everyMs` until stopped: the mean and the highest seen. */
export function sampleLoad(everyMs = 5_000): { stop(): { mean: number; max: number } } {
  const samples = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      return { mean: samples.reduce((a, b) => a + b, 0) / samples.length, max: Math.max(...samples) };
    },
  };
}
