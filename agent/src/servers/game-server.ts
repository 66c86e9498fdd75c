import { constants } from "node:fs";
import { chown, mkdir, open, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { CallbackOutbox } from "../callbacks/outbox.js";
import type { AgentConfig } from "../config.js";
import { LineSplitter } from "../console/line-splitter.js";
import { OutputThrottle, THROTTLE_NOTICE } from "../console/output-throttle.js";
import { RingBuffer } from "../console/ring-buffer.js";
import { buildContainerOptions, containerName, memoryLimitBytes } from "../docker/container-spec.js";
import type { AttachedStreams, DockerRuntime, DockerStatsSample } from "../docker/runtime.js";
import { AgentError, busy } from "../errors.js";
import { readJsonFile, writeJsonAtomic } from "../json-file.js";
import type { Logger } from "../log.js";
import {
  type AgentMessage,
  type BusyReason,
  type InstallSpec,
  type PowerAction,
  type ServerSpec,
  type ServerState,
  type ServerStats,
  type ServerView,
} from "../protocol.js";
import { memoryBytes, networkBytes, normalisedCpuPercent } from "../stats/cpu.js";
import { DiskUsageTracker } from "../stats/disk-usage.js";
import { CrashBackoff } from "./crash-backoff.js";
import { doneMatcher } from "./done-matcher.js";
import { EventHub } from "./event-hub.js";
import { PlayerTracker } from "./player-tracker.js";
import { PowerLock } from "./power-lock.js";
import { runtimeStateSchema, type RuntimeState } from "./runtime-state.js";
import { agentLine, busyMessage, diskMessage } from "./server-messages.js";
import { ConsoleBatcher } from "../console/console-batcher.js";
import { ContainerStatsStream } from "../docker/stats-stream.js";
import type { ServerPaths } from "./server-paths.js";

const MIB = 1024 * 1024;

export interface ServerContext {
  config: AgentConfig;
  runtime: DockerRuntime;
  log: Logger;
  outbox: CallbackOutbox;
}

export { agentLine, busyMessage } from "./server-messages.js";

/**
 * One game server: its state machine (offline → starting → running → stopping → offline), console
 * pipeline, crash handling, stats and the container behind it.
 */
export class GameServer {
  readonly events = new EventHub();
  readonly history: RingBuffer<string>;
  readonly disk: DiskUsageTracker;
  private readonly lock: PowerLock;
  private readonly throttle: OutputThrottle;
  private readonly backoff: CrashBackoff;
  private readonly log: Logger;
  private state: ServerState = "offline";
  private stopRequested = false;
  private containerStartedAt: string | null = null;
  private runningSince: number | null = null;
  private crashed: RuntimeState["crashed"] = null;
  private installed: InstallSpec | null = null;
  private busyReason: BusyReason | null = null;
  private isDone: (line: string) => boolean;
  private attached: AttachedStreams | null = null;
  private runId = 0;
  private exitWaiters: (() => void)[] = [];
  private readonly console: ConsoleBatcher;
  private restartTimer: NodeJS.Timeout | null = null;
  private watchers = 0;
  private readonly stats: ContainerStatsStream;
  private lastStats: ServerStats;
  private deleted = false;
  private persisting: Promise<void> = Promise.resolve();
  private diskLimitEnforced = false;
  private readonly players = new PlayerTracker();
  private playersTimer: NodeJS.Timeout | null = null;
  /** A Docker sample arrived in this run: before it, a stats message would show zero CPU and memory. */
  private sampled = false;

  constructor(
    private spec: ServerSpec,
    readonly paths: ServerPaths,
    private readonly ctx: ServerContext,
  ) {
    const { config } = ctx;
    this.log = ctx.log.child({ serverId: spec.id });
    this.history = new RingBuffer(config.console.historyLines);
    this.console = new ConsoleBatcher(this.history, config.console.batchIntervalMs, (lines) =>
      this.events.publish({ type: "console", lines }),
    );
    this.stats = new ContainerStatsStream(ctx.runtime, (sample) => this.onStatsSample(sample));
    this.disk = new DiskUsageTracker(paths.data, config.stats.diskRescanDebounceMs);
    this.lock = new PowerLock(config.power.lockTimeoutSeconds * 1000);
    this.throttle = new OutputThrottle(config.console.throttleLines, config.console.throttleWindowMs);
    this.backoff = new CrashBackoff(
      config.crash.firstRestartDelayMs,
      config.crash.maxRestartDelayMs,
      config.crash.maxAttempts,
    );
    this.isDone = doneMatcher(spec.startup.done);
    this.lastStats = this.zeroStats();
    this.disk.onChange = (bytes) => this.enforceDiskLimit(bytes);
  }

  get id(): string {
    return this.spec.id;
  }

  get currentState(): ServerState {
    return this.state;
  }

  get currentSpec(): ServerSpec {
    return this.spec;
  }

  get busy(): BusyReason | null {
    return this.busyReason;
  }

  private get container(): string {
    return containerName(this.ctx.config, this.spec.id);
  }

  view(): ServerView {
    return {
      id: this.spec.id,
      state: this.state,
      suspended: this.spec.suspended,
      busy: this.busyReason,
      crashed: this.crashed,
      installed: this.installed,
      plan: this.spec.plan,
      image: this.spec.image ?? this.ctx.config.docker.defaultImage,
      stats: this.currentStats(),
    };
  }

  // -------------------------------------------------------------------------------------------
  // lifecycle inside the agent
  // -------------------------------------------------------------------------------------------

  async init(): Promise<void> {
    await mkdir(this.paths.data, { recursive: true });
    await mkdir(this.paths.backups, { recursive: true });
    if (this.ctx.config.docker.user) await this.chownData();
    void this.disk.start();
  }

  /** After an agent restart: re-attach to a running container and recover the state. */
  async recover(): Promise<void> {
    const saved = await readJsonFile(this.paths.runtime, runtimeStateSchema);
    this.installed = saved?.installed ?? null;
    this.crashed = saved?.crashed ?? null;
    const status = await this.ctx.runtime.inspect(this.container);
    const tail = status ? await this.ctx.runtime.logTail(this.container, this.ctx.config.console.historyLines) : "";
    if (tail) {
      const splitter = new LineSplitter((line) => this.history.push(line));
      splitter.push(tail);
      splitter.flush();
    }
    if (status?.running) {
      this.containerStartedAt = status.startedAt;
      this.stopRequested = saved?.stopRequested ?? false;
      const sameRun = saved?.containerStartedAt === status.startedAt;
      let state: ServerState = sameRun && saved ? saved.state : "starting";
      if (state === "offline") state = "starting";
      if (state === "starting" && this.history.toArray().some((l) => this.isDone(l))) state = "running";
      // who is online is rebuilt from the output this run printed (as far as the history reaches)
      for (const line of this.history.toArray()) this.players.observe(line);
      void this.readMaxPlayers();
      this.runningSince = sameRun ? (saved?.runningSince ?? Date.now()) : Date.now();
      void this.watchExit(await this.attach());
      this.setState(state);
      if (state === "stopping") {
        // the agent died during a stop: finish it with a fresh grace period
        void this.power("stop", 0).catch(() => undefined);
      }
      this.log.info({ state }, "re-attached to running container");
      return;
    }
    const wasActive = saved && saved.state !== "offline";
    this.setState("offline");
    if (wasActive && !saved.stopRequested && saved.state !== "stopping" && status) {
      this.log.warn("server exited while the agent was down");
      await this.handleCrash(status.exitCode, status.oomKilled);
    }
  }

  /** Agent shutdown: detach from the container but leave it running. */
  async detach(): Promise<void> {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    this.runId++; // any exit seen from now on belongs to a future agent process
    if (this.playersTimer) clearTimeout(this.playersTimer);
    this.playersTimer = null;
    this.stats.close();
    this.console.flush();
    this.attached?.close();
    this.attached = null;
    this.disk.close();
    await this.persistRuntime();
  }

  // -------------------------------------------------------------------------------------------
  // power
  // -------------------------------------------------------------------------------------------

  assertNotBusy(): void {
    if (this.busyReason) throw busy(busyMessage(this.busyReason));
  }

  /** Runs `fn` while the server is marked busy; power and file actions are refused meanwhile. */
  async withBusy<T>(reason: BusyReason, fn: () => Promise<T>): Promise<T> {
    this.assertNotBusy();
    this.busyReason = reason;
    try {
      return await fn();
    } finally {
      this.busyReason = null;
    }
  }

  /** Refuses a start while the (freshly settled) disk usage is above the plan. */
  async assertDiskFits(): Promise<void> {
    if ((await this.disk.settle()) > this.diskLimit) {
      throw new AgentError(
        409,
        "disk_full",
        "The server uses more disk space than its plan allows; delete files first",
      );
    }
  }

  /** Validates a power action and runs it in the background; rejects at once if it cannot start. */
  requestPower(action: PowerAction, waitSeconds: number): void {
    if (action !== "kill") this.assertNotBusy();
    if ((action === "start" || action === "restart") && this.spec.suspended) {
      throw new AgentError(409, "suspended", "This server is suspended and cannot be started");
    }
    if (action !== "kill" && this.lock.current && waitSeconds === 0) {
      throw busy(`Another power action (${this.lock.current}) is in progress`);
    }
    // a start someone asked for gets a fresh crash budget; automatic restarts do not come through here
    if (action === "start" || action === "restart") this.backoff.reset();
    void this.power(action, waitSeconds * 1000).catch((error: Error) => {
      this.log.warn({ action, err: error.message }, "power action failed");
      this.publish({ type: "error", message: `${action} failed: ${error.message}` });
    });
  }

  async power(action: PowerAction, waitMs: number): Promise<void> {
    if (action === "kill") {
      return this.lock.run("kill", 0, () => this.doKill(), true);
    }
    return this.lock.run(action, waitMs, async (signal) => {
      if (action === "start") return this.doStart();
      if (action === "stop") return this.doStop(signal);
      await this.doStop(signal);
      await this.doStart();
    });
  }

  private async doStart(): Promise<void> {
    if (this.spec.suspended) throw new AgentError(409, "suspended", "This server is suspended and cannot be started");
    this.assertNotBusy();
    if (this.state !== "offline") return;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const used = await this.disk.settle();
    if (used > this.diskLimit) {
      this.emitLine(agentLine(diskMessage(used, this.diskLimit)));
      throw new AgentError(
        409,
        "disk_full",
        "The server uses more disk space than its plan allows; delete files first",
      );
    }
    this.diskLimitEnforced = false;
    this.stopRequested = false;
    this.throttle.reset();
    this.setState("starting");
    try {
      const image = this.spec.image ?? this.ctx.config.docker.defaultImage;
      if (!(await this.ctx.runtime.imageExists(image))) {
        await this.ctx.runtime.ensureImage(image, (line) => this.emitLine(agentLine(line)));
      }
      await this.ctx.runtime.recreate(buildContainerOptions(this.ctx.config, this.spec, this.paths.data));
      // attach before start so not even the first line of a fast-failing process is lost
      const runId = await this.attach();
      await this.ctx.runtime.start(this.container);
      // watched only once started: waiting on a created-but-not-started container returns at once
      void this.watchExit(runId);
      const status = await this.ctx.runtime.inspect(this.container);
      this.containerStartedAt = status?.startedAt ?? null;
      this.runningSince = Date.now();
      await this.persistRuntime();
      this.syncStats();
    } catch (error) {
      this.emitLine(agentLine(`Failed to start: ${(error as Error).message}`));
      // a start that never got going is a failed action, not a crash: silence the exit watcher
      this.runId++;
      this.attached?.close();
      this.attached = null;
      this.setState("offline");
      throw error;
    }
  }

  private async doStop(signal: AbortSignal): Promise<void> {
    if (this.state === "offline") return;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.stopRequested = true;
    this.setState("stopping");
    const exited = this.waitForExit();
    this.writeStdin(this.spec.startup.stopCommand);
    const grace = (this.spec.startup.stopGraceSeconds ?? this.ctx.config.power.defaultStopGraceSeconds) * 1000;
    const inTime = await Promise.race([
      exited.then(() => true),
      sleep(grace).then(() => false),
      new Promise<boolean>((r) => signal.addEventListener("abort", () => r(false), { once: true })),
    ]);
    if (!inTime && this.currentState !== "offline") {
      this.emitLine(agentLine(`Server did not stop within ${grace / 1000}s; killing it`));
      await this.ctx.runtime.kill(this.container);
      await exited;
    }
  }

  private async doKill(): Promise<void> {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const status = await this.ctx.runtime.inspect(this.container);
    if (!status?.running) {
      if (this.state !== "offline") this.setState("offline");
      return;
    }
    this.stopRequested = true;
    if (this.state !== "stopping") this.setState("stopping");
    const exited = this.waitForExit();
    await this.ctx.runtime.kill(this.container);
    await Promise.race([exited, sleep(30_000)]);
  }

  private waitForExit(): Promise<void> {
    if (this.state === "offline") return Promise.resolve();
    return new Promise((resolve) => this.exitWaiters.push(resolve));
  }

  /** Attaches to the container's console; returns the id of this run for the exit watcher. */
  private async attach(): Promise<number> {
    this.attached?.close();
    const attached = await this.ctx.runtime.attach(this.container);
    this.attached = attached;
    const splitter = new LineSplitter((line) => this.handleOutput(line));
    attached.output.on("data", (chunk: Buffer) => splitter.push(chunk));
    attached.output.on("end", () => splitter.flush());
    return ++this.runId;
  }

  private async watchExit(runId: number): Promise<void> {
    for (;;) {
      try {
        await this.ctx.runtime.wait(this.container);
      } catch (error) {
        this.log.warn({ err: (error as Error).message }, "lost container wait; retrying");
        await sleep(1000);
        if (runId !== this.runId) return;
        continue;
      }
      if (runId !== this.runId) return;
      const status = await this.ctx.runtime.inspect(this.container).catch(() => null);
      if (status?.running) continue;
      await this.onExit(status?.exitCode ?? null, status?.oomKilled ?? false);
      return;
    }
  }

  private async onExit(exitCode: number | null, oomKilled: boolean): Promise<void> {
    // give the attach stream a moment to deliver the last lines before we announce the exit
    await sleep(50);
    this.console.flush();
    this.attached?.close();
    this.attached = null;
    this.stats.close();
    const wasStopping = this.stopRequested || this.state === "stopping";
    const ranFor = this.runningSince ? Date.now() - this.runningSince : 0;
    this.runningSince = null;
    this.containerStartedAt = null;
    if (ranFor >= this.ctx.config.crash.stableAfterMs) this.backoff.reset();
    if (wasStopping) {
      this.crashed = null;
      this.backoff.reset();
      this.setState("offline");
    } else {
      await this.handleCrash(exitCode, oomKilled);
    }
    for (const resolve of this.exitWaiters.splice(0)) resolve();
  }

  /** A start/run ended without a stop request: report it and maybe restart after a back-off. */
  private async handleCrash(exitCode: number | null, oomKilled: boolean): Promise<void> {
    this.crashed = { exitCode, oomKilled, at: new Date().toISOString() };
    this.emitLine(
      agentLine(
        `Server process stopped unexpectedly (exit code ${exitCode ?? "unknown"}${oomKilled ? ", out of memory" : ""})`,
      ),
    );
    this.setState("offline");
    if (!this.spec.crashRestart || this.spec.suspended || this.deleted) return;
    const delay = this.backoff.next();
    if (delay === null) {
      this.emitLine(agentLine(`Crashed ${this.backoff.count} times in a row; not restarting automatically`));
      return;
    }
    this.emitLine(agentLine(`Restarting in ${Math.round(delay / 100) / 10}s (attempt ${this.backoff.count})`));
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void this.power("start", 5_000).catch((error: Error) =>
        this.log.warn({ err: error.message }, "crash restart failed"),
      );
    }, delay);
  }

  // -------------------------------------------------------------------------------------------
  // console
  // -------------------------------------------------------------------------------------------

  sendCommand(command: string): void {
    if (this.state === "offline" || !this.attached) {
      throw new AgentError(409, "not_running", "The server is not running");
    }
    if (command.trim() === this.spec.startup.stopCommand) {
      // a stop typed by the user is a stop, not a crash
      this.stopRequested = true;
      this.setState("stopping");
    }
    this.writeStdin(command);
  }

  private writeStdin(command: string): void {
    this.attached?.input.write(`${command.replace(/[\r\n]+/g, " ")}\n`);
  }

  private handleOutput(line: string): void {
    // before the throttle: a flood of output must not make the player count wrong
    if (this.players.observe(line)) this.playersChanged();
    const verdict = this.throttle.admit();
    if (verdict === "drop") return;
    if (verdict === "notice") {
      this.emitLine(agentLine(THROTTLE_NOTICE.replace("[Hopper] ", "")));
      this.publish({ type: "throttled", what: "console" });
      return;
    }
    this.emitLine(line);
    if (this.state === "starting" && this.isDone(line)) {
      this.setState("running");
    }
  }

  /** Adds a line to history and to the next batch for sockets. */
  emitLine(line: string): void {
    this.console.push(line);
  }

  publish(message: AgentMessage): void {
    if (message.type === "state") this.console.flush();
    this.events.publish(message);
  }

  private setState(state: ServerState): void {
    if (this.state === state) return;
    this.state = state;
    if (state === "running") this.crashed = null;
    // a fresh run or a stopped/crashed server has nobody online
    if (state === "starting" || state === "offline") {
      this.players.reset();
      this.sampled = false;
    }
    if (state === "starting" || state === "running") void this.readMaxPlayers();
    this.publish({
      type: "state",
      state,
      ...(state === "offline" && this.crashed
        ? { crashed: { exitCode: this.crashed.exitCode, oomKilled: this.crashed.oomKilled } }
        : {}),
    });
    void this.persistRuntime();
    void this.ctx.outbox
      .enqueue({
        kind: "server-state",
        serverId: this.spec.id,
        state,
        crashed: state === "offline" && this.crashed !== null,
        exitCode: state === "offline" ? (this.crashed?.exitCode ?? null) : null,
      })
      .catch((error: Error) => this.log.error({ err: error.message }, "could not queue callback"));
    if (state === "offline") {
      this.lastStats = this.zeroStats();
      if (this.watchers > 0) this.publish({ type: "stats", stats: this.currentStats(), state });
      if (this.disk.needsRescan) void this.disk.rescan();
    }
    this.syncStats();
  }

  private get diskLimit(): number {
    return this.spec.plan.diskMiB * MIB;
  }

  /**
   * Disk usage is updated as files change (no periodic tree walk); a running server that grows past
   * its plan is stopped once per run, the same way a user stop works (so it is not a crash).
   */
  private enforceDiskLimit(bytes: number): void {
    if (bytes <= this.diskLimit || this.diskLimitEnforced) return;
    if (this.state !== "running" && this.state !== "starting") return;
    this.diskLimitEnforced = true;
    this.emitLine(agentLine(`${diskMessage(bytes, this.diskLimit)}; stopping the server`));
    void this.power("stop", 10_000).catch(() => this.power("kill", 0).catch(() => undefined));
  }

  // -------------------------------------------------------------------------------------------
  // stats
  // -------------------------------------------------------------------------------------------

  /** A console socket is watching; stats flow only while someone watches. */
  addWatcher(): () => void {
    this.watchers++;
    this.syncStats();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.watchers--;
      this.syncStats();
    };
  }

  currentStats(): ServerStats {
    return {
      ...this.lastStats,
      diskBytes: this.disk.bytes,
      uptimeMs: this.runningSince && this.state !== "offline" ? Date.now() - this.runningSince : 0,
      players: this.players.view(),
    };
  }

  /**
   * Watchers see a join or leave without waiting for the next Docker sample; changes within 250 ms
   * share one message so a burst of join lines cannot flood sockets. Before the run's first sample the
   * first sample carries the players (a message now would report zero memory for a running server).
   */
  private playersChanged(): void {
    if (this.playersTimer || this.watchers === 0 || !this.sampled) return;
    this.playersTimer = setTimeout(() => {
      this.playersTimer = null;
      if (!this.deleted && this.watchers > 0) {
        this.publish({ type: "stats", stats: this.currentStats(), state: this.state });
      }
    }, 250);
  }

  /** The plan's `max-players` from server.properties, until a `list` answer says otherwise. */
  private async readMaxPlayers(): Promise<void> {
    const text = await readSmallRegularFile(path.join(this.paths.data, "server.properties"));
    // no message of its own: the next Docker sample (or the offline message) carries the maximum
    if (text !== null) this.players.setMaxFromProperties(text);
  }

  private zeroStats(): ServerStats {
    return {
      cpuPercent: 0,
      memoryBytes: 0,
      memoryLimitBytes: memoryLimitBytes(this.spec.plan),
      diskBytes: 0,
      diskLimitBytes: this.spec.plan.diskMiB * MIB,
      networkRxBytes: 0,
      networkTxBytes: 0,
      uptimeMs: 0,
      players: { online: 0, max: null, names: [] },
    };
  }

  private syncStats(): void {
    const want = () => this.watchers > 0 && this.state !== "offline" && !this.deleted;
    if (want()) void this.stats.open(this.container, want);
    else this.stats.close();
  }

  private onStatsSample(sample: DockerStatsSample): void {
    const net = networkBytes(sample);
    this.sampled = true;
    this.lastStats = {
      ...this.zeroStats(),
      cpuPercent: normalisedCpuPercent(sample, this.spec.plan.cpu),
      memoryBytes: memoryBytes(sample),
      networkRxBytes: net.rx,
      networkTxBytes: net.tx,
    };
    this.publish({ type: "stats", stats: this.currentStats(), state: this.state });
  }

  // -------------------------------------------------------------------------------------------
  // configuration changes
  // -------------------------------------------------------------------------------------------

  async updateSpec(next: ServerSpec): Promise<void> {
    const wasSuspended = this.spec.suspended;
    this.spec = next;
    this.isDone = doneMatcher(next.startup.done);
    this.cancelRestartIfSuspended();
    await writeJsonAtomic(this.paths.spec, next);
    // new limits apply live; env, ports and image apply on the next start (the container is re-created)
    const limit = memoryLimitBytes(next.plan);
    await this.ctx.runtime.updateLimits(this.container, {
      Memory: limit,
      MemoryReservation: next.plan.memoryMiB * MIB,
      MemorySwap: limit + next.plan.swapMiB * MIB,
      NanoCpus: Math.round(next.plan.cpu * 1e9),
    });
    if (next.suspended && !wasSuspended && this.state !== "offline") {
      this.emitLine(agentLine("Server suspended; stopping it"));
      void this.power("stop", 60_000).catch(() => this.power("kill", 0));
    }
  }

  /** A suspended server must not come back through a pending crash restart. */
  private cancelRestartIfSuspended(): void {
    if (this.spec.suspended && this.restartTimer) {
      clearTimeout(this.restartTimer);
      this.restartTimer = null;
    }
  }

  setInstalled(install: InstallSpec | null): void {
    this.installed = install;
    void this.persistRuntime();
  }

  async destroy(): Promise<void> {
    this.deleted = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    if (this.playersTimer) clearTimeout(this.playersTimer);
    this.stopRequested = true;
    this.runId++;
    this.stats.close();
    this.attached?.close();
    this.disk.close();
    await this.ctx.runtime.remove(this.container);
    this.state = "offline";
    this.publish({ type: "error", message: "This server was deleted" });
    await rm(this.paths.home, { recursive: true, force: true });
    await rm(this.paths.backups, { recursive: true, force: true });
  }

  /** Empties the data directory in place (the directory itself stays: it is a bind-mount source). */
  async wipeData(): Promise<void> {
    const entries = await readdir(this.paths.data);
    await Promise.all(entries.map((e) => rm(path.join(this.paths.data, e), { recursive: true, force: true })));
    this.disk.markDirty(this.paths.data);
    await this.disk.rescan();
  }

  private async persistRuntime(): Promise<void> {
    if (this.deleted) return;
    const value: RuntimeState = {
      state: this.state,
      stopRequested: this.stopRequested,
      containerStartedAt: this.containerStartedAt,
      runningSince: this.runningSince,
      crashed: this.crashed,
      installed: this.installed,
    };
    // chained: the last state change must also be the last write
    this.persisting = this.persisting.then(() =>
      writeJsonAtomic(this.paths.runtime, value).catch((error: Error) =>
        this.log.error({ err: error.message }, "could not persist runtime state"),
      ),
    );
    await this.persisting;
  }

  private async chownData(): Promise<void> {
    const [uid, gid] = this.ctx.config.docker.user.split(":").map(Number);
    if (uid === undefined || Number.isNaN(uid)) return;
    await chown(this.paths.data, uid, gid ?? uid).catch(() => undefined);
  }
}

/**
 * Reads a file the game process controls: never through a symlink (it could point anywhere on the
 * host), never a FIFO or device (O_NONBLOCK, regular files only), at most 1 MiB; null otherwise.
 */
async function readSmallRegularFile(file: string): Promise<string | null> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.size > MIB) return null;
    return await handle.readFile("utf8");
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
