// PostgreSQL settings sized from the memory the embedded cluster finds (issue 23): PostgreSQL's defaults
// (128 MB shared_buffers, 4 MB work_mem) fit a laptop of 2005, and at a million projects the search tables'
// working set no longer fits them. The computation is pure; the memory is read by detectMemory.
import { readFileSync } from "node:fs";
import { totalmem } from "node:os";

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The settings the embedded cluster gets, each overridable by its environment variable. */
export const TUNED_SETTINGS = {
  shared_buffers: "HOPPER_PG_SHARED_BUFFERS",
  effective_cache_size: "HOPPER_PG_EFFECTIVE_CACHE_SIZE",
  work_mem: "HOPPER_PG_WORK_MEM",
  maintenance_work_mem: "HOPPER_PG_MAINTENANCE_WORK_MEM",
  max_connections: "HOPPER_PG_MAX_CONNECTIONS",
  random_page_cost: "HOPPER_PG_RANDOM_PAGE_COST",
  max_wal_size: "HOPPER_PG_MAX_WAL_SIZE",
} as const;

export type TunedSetting = keyof typeof TUNED_SETTINGS;

/** Overrides the memory the tuning is computed from (bytes, or with a unit: `8GB`). */
export const MEMORY_ENV = "HOPPER_PG_MEMORY";

/**
 * Connections the cluster accepts: every process's Prisma pool (10), the jobs worker's (4) and the test run's
 * parallel files each open their own, and each connection may use work_mem several times over.
 */
const DEFAULT_MAX_CONNECTIONS = 300;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const inMb = (bytes: number) => `${Math.max(1, Math.floor(bytes / MB))}MB`;

const UNITS: Record<string, number> = { "": 1, b: 1, kb: 1024, mb: MB, gb: GB, tb: 1024 * GB };

/** `8GB`, `512MB`, `1073741824` → bytes; null when it is not a size. */
export function parseBytes(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?b)?\s*$/i.exec(text);
  if (!match) return null;
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? "").toLowerCase()]!);
}

/** The memory the cluster may use: the machine's, or the container's limit when lower. */
export function usableMemory(totalBytes: number, cgroupLimitBytes: number | null): number {
  return cgroupLimitBytes !== null && cgroupLimitBytes > 0 && cgroupLimitBytes < totalBytes
    ? cgroupLimitBytes
    : totalBytes;
}

/** A setting's value as PostgreSQL takes it: a size with a unit, or a plain number. */
const VALID_VALUE = /^\d+(\.\d+)?\s*(kB|MB|GB|TB)?$/;

/**
 * The settings for a cluster on `memoryBytes` of memory, with the environment's overrides:
 * - shared_buffers: a quarter of memory, 128 MB to 8 GB (PostgreSQL reads through the OS cache as well,
 *   so more than that mostly holds pages twice; the cap also leaves room for the other processes);
 * - effective_cache_size: three quarters (a planner hint only: how much of a table the OS and
 *   shared_buffers together probably cache, which makes index scans look as cheap as they are);
 * - work_mem: the memory left after shared_buffers over three sorts per connection at once, 4 to 64 MB, so
 *   that every connection sorting at the same time still fits (sorts and hashes of a deep search page
 *   spill to temp files at the 4 MB default);
 * - maintenance_work_mem: a sixteenth, 64 MB to 1 GB (index builds of a rebuild; autovacuum workers use it too);
 * - random_page_cost 1.1: the data is on SSD, where a random read costs about a sequential one;
 * - max_wal_size 2 GB: bulk index writes checkpoint less often.
 */
export function postgresTuning(
  memoryBytes: number,
  env: Record<string, string | undefined> = {},
): Record<TunedSetting, string> {
  const override = (setting: TunedSetting) => {
    const name = TUNED_SETTINGS[setting];
    const value = env[name]?.trim();
    if (!value) return null;
    if (!VALID_VALUE.test(value)) throw new Error(`${name} must be a number or a size such as 512MB (got "${value}").`);
    return value;
  };
  const sharedBuffers = clamp(memoryBytes / 4, 128 * MB, 8 * GB);
  const givenShared = override("shared_buffers");
  const sharedBytes = givenShared ? (parseBytes(givenShared.replace(/\s/g, "")) ?? sharedBuffers) : sharedBuffers;
  const maxConnections = Number(override("max_connections") ?? DEFAULT_MAX_CONNECTIONS);
  const workMem = clamp((memoryBytes - sharedBytes) / (maxConnections * 3), 4 * MB, 64 * MB);
  return {
    shared_buffers: givenShared ?? inMb(sharedBuffers),
    effective_cache_size: override("effective_cache_size") ?? inMb((memoryBytes * 3) / 4),
    work_mem: override("work_mem") ?? inMb(workMem),
    maintenance_work_mem: override("maintenance_work_mem") ?? inMb(clamp(memoryBytes / 16, 64 * MB, GB)),
    max_connections: String(maxConnections),
    random_page_cost: override("random_page_cost") ?? "1.1",
    max_wal_size: override("max_wal_size") ?? "2GB",
  };
}

/** A cgroup memory limit (v2 `memory.max`, v1 `memory.limit_in_bytes`); null when there is none. */
export function parseCgroupLimit(text: string | null): number | null {
  if (text === null) return null;
  const value = text.trim();
  if (value === "" || value === "max" || !/^\d+$/.test(value)) return null;
  const bytes = Number(value);
  // cgroup v1 writes "no limit" as a page-aligned number near 2^63.
  return bytes >= 2 ** 60 ? null : bytes;
}

const CGROUP_FILES = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"];

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** The memory this machine (or container) gives the cluster; HOPPER_PG_MEMORY overrides it. */
export function detectMemory(env: Record<string, string | undefined>): number {
  const given = env[MEMORY_ENV]?.trim();
  if (given) {
    const bytes = parseBytes(given);
    if (bytes === null || bytes <= 0) throw new Error(`${MEMORY_ENV} must be a size such as 8GB (got "${given}").`);
    return bytes;
  }
  const limits = CGROUP_FILES.map((file) => parseCgroupLimit(readIfPresent(file))).filter(
    (limit): limit is number => limit !== null,
  );
  return usableMemory(totalmem(), limits.length ? Math.min(...limits) : null);
}

/** The settings as postmaster flags (`-c name=value`), applied at every start, so existing clusters get them too. */
export const tuningFlags = (settings: Record<string, string>) =>
  Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
