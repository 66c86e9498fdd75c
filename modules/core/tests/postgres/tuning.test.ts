import { describe, expect, it } from "vitest";

import { parseConfig } from "../../src/config";
import { parseBytes, parseCgroupLimit, postgresTuning, usableMemory } from "../../src/postgres/tuning";

const GB = 1024 ** 3;

describe("the embedded PostgreSQL's settings from the memory it finds", () => {
  it.each([
    // memory, shared_buffers, effective_cache_size, work_mem, maintenance_work_mem
    [1 * GB, "256MB", "768MB", "4MB", "64MB"],
    [4 * GB, "1024MB", "3072MB", "4MB", "256MB"],
    [8 * GB, "2048MB", "6144MB", "6MB", "512MB"],
    [24 * GB, "6144MB", "18432MB", "20MB", "1024MB"],
    [64 * GB, "8192MB", "49152MB", "63MB", "1024MB"],
    [256 * GB, "8192MB", "196608MB", "64MB", "1024MB"],
  ])("with %d bytes", (memory, shared, cache, work, maintenance) => {
    expect(postgresTuning(memory)).toEqual({
      shared_buffers: shared,
      effective_cache_size: cache,
      work_mem: work,
      maintenance_work_mem: maintenance,
      max_connections: "300",
      random_page_cost: "1.1",
      max_wal_size: "2GB",
    });
  });

  it("keeps at least PostgreSQL's defaults on a tiny machine", () => {
    expect(postgresTuning(256 * 1024 ** 2)).toMatchObject({ shared_buffers: "128MB", work_mem: "4MB" });
  });

  it("above PostgreSQL's 4 MB default, keeps every connection sorting three times at once within the memory left after shared_buffers", () => {
    for (const memory of [8 * GB, 24 * GB, 48 * GB, 128 * GB]) {
      const tuned = postgresTuning(memory);
      const sorts = parseBytes(tuned.work_mem)! * Number(tuned.max_connections) * 3;
      expect(sorts).toBeLessThanOrEqual(memory - parseBytes(tuned.shared_buffers)!);
    }
  });

  it("takes every value from its environment variable when set, and sizes work_mem for the connections given", () => {
    const tuned = postgresTuning(24 * GB, {
      HOPPER_PG_SHARED_BUFFERS: "2GB",
      HOPPER_PG_EFFECTIVE_CACHE_SIZE: "10GB",
      HOPPER_PG_MAINTENANCE_WORK_MEM: "256MB",
      HOPPER_PG_MAX_CONNECTIONS: "100",
      HOPPER_PG_RANDOM_PAGE_COST: "4",
      HOPPER_PG_MAX_WAL_SIZE: "1GB",
    });
    expect(tuned).toEqual({
      shared_buffers: "2GB",
      effective_cache_size: "10GB",
      // (24 GB − 2 GB) / (100 × 3), within the 64 MB cap.
      work_mem: "64MB",
      maintenance_work_mem: "256MB",
      max_connections: "100",
      random_page_cost: "4",
      max_wal_size: "1GB",
    });
    expect(postgresTuning(24 * GB, { HOPPER_PG_WORK_MEM: "32MB" }).work_mem).toBe("32MB");
  });

  it("refuses an override that is not a number or a size, naming the variable", () => {
    expect(() => postgresTuning(GB, { HOPPER_PG_WORK_MEM: "lots" })).toThrow(/HOPPER_PG_WORK_MEM/);
    expect(() => postgresTuning(GB, { HOPPER_PG_SHARED_BUFFERS: "1GB -c fsync=off" })).toThrow(
      /HOPPER_PG_SHARED_BUFFERS/,
    );
  });

  it("is refused at configuration time when an override is not a size", () => {
    expect(() => parseConfig({ HOPPER_PG_WORK_MEM: "lots" })).toThrow(/HOPPER_PG_WORK_MEM/);
    expect(parseConfig({ HOPPER_PG_SHARED_BUFFERS: "2GB" }).HOPPER_PG_SHARED_BUFFERS).toBe("2GB");
  });

  it("uses a container's memory limit when it is below the machine's", () => {
    expect(usableMemory(24 * GB, parseCgroupLimit("4294967296\n"))).toBe(4 * GB);
    expect(usableMemory(24 * GB, parseCgroupLimit("max\n"))).toBe(24 * GB);
    // cgroup v1 without a limit.
    expect(usableMemory(24 * GB, parseCgroupLimit("9223372036854771712\n"))).toBe(24 * GB);
    expect(usableMemory(24 * GB, parseCgroupLimit(null))).toBe(24 * GB);
    expect(usableMemory(8 * GB, parseCgroupLimit(String(16 * GB)))).toBe(8 * GB);
    expect(postgresTuning(usableMemory(24 * GB, 2 * GB)).shared_buffers).toBe("512MB");
  });

  it("reads sizes with and without units", () => {
    expect(parseBytes("8GB")).toBe(8 * GB);
    expect(parseBytes("512mb")).toBe(512 * 1024 ** 2);
    expect(parseBytes("1024")).toBe(1024);
    expect(parseBytes("eight")).toBeNull();
  });
});
