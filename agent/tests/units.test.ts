import { mkdtemp, mkdir, rm, writeFile, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { agentConfigSchema } from "../src/config.js";
import { LineSplitter } from "../src/console/line-splitter.js";
import { OutputThrottle } from "../src/console/output-throttle.js";
import { buildContainerOptions, memoryLimitBytes } from "../src/docker/container-spec.js";
import { createServerSchema } from "../src/protocol.js";
import { CrashBackoff } from "../src/servers/crash-backoff.js";
import { doneMatcher } from "../src/servers/done-matcher.js";
import { PowerLock } from "../src/servers/power-lock.js";
import { normalisedCpuPercent } from "../src/stats/cpu.js";
import { DiskUsageTracker } from "../src/stats/disk-usage.js";
import { isPrivateAddress } from "../src/install/content-install.js";

const MIB = 1024 * 1024;

describe("console line splitting", () => {
  it("keeps blank lines, handles CRLF, CR and chunk boundaries", () => {
    const lines: string[] = [];
    const s = new LineSplitter((l) => lines.push(l));
    s.push("a\r\n\r\nb");
    s.push("c\rd\n\ne");
    s.flush();
    expect(lines).toEqual(["a", "", "bc", "d", "", "e"]);
  });
});

describe("output throttle", () => {
  it("passes the budget, then one notice, then drops until a calm window", () => {
    let now = 0;
    const t = new OutputThrottle(3, 100, () => now);
    expect([t.admit(), t.admit(), t.admit(), t.admit(), t.admit()]).toEqual(["pass", "pass", "pass", "notice", "drop"]);
    now = 100; // next window, still flooding
    expect([t.admit(), t.admit(), t.admit(), t.admit()]).toEqual(["pass", "pass", "pass", "drop"]);
    now = 200; // previous window was over budget: still the same episode
    t.admit();
    now = 300; // a calm window passed
    expect([t.admit(), t.admit(), t.admit(), t.admit()]).toEqual(["pass", "pass", "pass", "notice"]);
  });
});

describe("done matcher", () => {
  it("matches substrings and regex: patterns, ignoring ANSI colours", () => {
    expect(
      doneMatcher(')! For help, type "help"')('\u001b[32m[12:00] Done (1.2s)! For help, type "help"\u001b[0m'),
    ).toBe(true);
    expect(doneMatcher("regex:^Done \\(\\d")("Done (3.1s)")).toBe(true);
    expect(doneMatcher("regex:^Done \\(\\d")("Not Done (3.1s)")).toBe(false);
  });
});

describe("power lock", () => {
  it("refuses a second action at once and frees itself after a hard timeout", async () => {
    const lock = new PowerLock(200);
    let aborted = false;
    const stuck = lock.run(
      "stop",
      0,
      (signal) =>
        new Promise<void>((resolve) =>
          signal.addEventListener("abort", () => {
            aborted = true;
            resolve();
          }),
        ),
    );
    await expect(lock.run("start", 0, async () => undefined)).rejects.toThrow(/in progress/);
    await stuck;
    expect(aborted).toBe(true);
    await expect(lock.run("start", 0, async () => "ok")).resolves.toBe("ok");
  });

  it("kill pre-empts a running action", async () => {
    const lock = new PowerLock(60_000);
    const slow = lock.run(
      "stop",
      0,
      (signal) => new Promise<string>((resolve) => signal.addEventListener("abort", () => resolve("aborted"))),
    );
    await expect(lock.run("kill", 0, async () => "killed", true)).resolves.toBe("killed");
    await expect(slow).resolves.toBe("aborted");
  });

  it("is released when the action throws", async () => {
    const lock = new PowerLock(60_000);
    await expect(
      lock.run("start", 0, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(lock.current).toBeNull();
  });
});

describe("crash back-off", () => {
  it("doubles up to the cap and gives up after max attempts", () => {
    const b = new CrashBackoff(1000, 3000, 4);
    expect([b.next(), b.next(), b.next(), b.next(), b.next()]).toEqual([1000, 2000, 3000, 3000, null]);
    b.reset();
    expect(b.next()).toBe(1000);
  });
});

describe("CPU normalisation", () => {
  it("reports 0-100 % of the plan, not of one core", () => {
    const sample = (coresUsed: number) => ({
      cpu_stats: { cpu_usage: { total_usage: coresUsed * 1e9 }, system_cpu_usage: 8e9, online_cpus: 8 },
      precpu_stats: { cpu_usage: { total_usage: 0 }, system_cpu_usage: 0 },
    });
    expect(normalisedCpuPercent(sample(2), 2)).toBe(100);
    expect(normalisedCpuPercent(sample(1), 2)).toBe(50);
    expect(normalisedCpuPercent(sample(4), 2)).toBe(100);
  });
});

describe("container spec", () => {
  const config = agentConfigSchema.parse({
    nodeId: "n1",
    nodeToken: "t".repeat(40),
    webAppUrl: "https://hopper.example",
    dataDir: "/var/lib/hopper",
  });
  const spec = createServerSchema.parse({
    id: "srv-1",
    plan: { cpu: 2, memoryMiB: 2048, swapMiB: 512, diskMiB: 16384 },
    ports: [{ host: 25565, container: 25565 }],
    install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
  });

  it("builds a hardened container from the plan", () => {
    const o = buildContainerOptions(config, spec, "/var/lib/hopper/servers/srv-1/data");
    expect(o.Image).toBe("itzg/minecraft-server:java21");
    expect(o.HostConfig?.Memory).toBe(memoryLimitBytes(spec.plan));
    expect(o.HostConfig?.Memory).toBeGreaterThan(2048 * MIB);
    expect(o.HostConfig?.MemorySwap).toBe((o.HostConfig?.Memory ?? 0) + 512 * MIB);
    expect(o.HostConfig?.NanoCpus).toBe(2e9);
    expect(o.HostConfig?.PidsLimit).toBe(512);
    expect(o.HostConfig?.SecurityOpt).toContain("no-new-privileges");
    expect(o.HostConfig?.CapDrop).toContain("NET_RAW");
    expect(o.HostConfig?.Binds).toEqual(["/var/lib/hopper/servers/srv-1/data:/data"]);
    expect(o.HostConfig?.PortBindings?.["25565/tcp"]).toEqual([{ HostIp: "", HostPort: "25565" }]);
    expect(o.Env).toEqual(
      expect.arrayContaining([
        "EULA=TRUE",
        "TYPE=FABRIC",
        "VERSION=1.21.4",
        "FABRIC_LOADER_VERSION=0.16.10",
        "MEMORY=2048M",
      ]),
    );
  });
});

describe("content URL guard", () => {
  it("recognises private and loopback addresses", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "192.168.0.1", "172.20.0.1", "169.254.169.254", "::1", "fd00::1"]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    expect(isPrivateAddress("151.101.1.1")).toBe(false);
  });
});

describe("disk usage tracker", () => {
  it("follows changes through directory watches without rescanning the tree", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "hopper-disk-"));
    try {
      await mkdir(path.join(root, "a", "b"), { recursive: true });
      await writeFile(path.join(root, "a", "b", "one"), Buffer.alloc(1000));
      const tracker = new DiskUsageTracker(root, 20);
      expect(await tracker.settle()).toBe(1000);
      await writeFile(path.join(root, "a", "two"), Buffer.alloc(500));
      await mkdir(path.join(root, "new", "deep"), { recursive: true });
      await writeFile(path.join(root, "new", "deep", "three"), Buffer.alloc(250));
      await waitFor(() => tracker.bytes === 1750);
      await unlink(path.join(root, "a", "b", "one"));
      await rm(path.join(root, "new"), { recursive: true });
      await waitFor(() => tracker.bytes === 500);
      tracker.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
