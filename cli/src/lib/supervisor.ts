import type { ChildProcess } from "node:child_process";

/** One supervised process: the embedded PostgreSQL, the web process, the jobs worker. */
export interface Service {
  name: string;
  /** Services this one cannot work without: started before it; when one dies, this one is restarted after it. */
  needs?: string[];
  /** Starts the process and resolves once it can be used (rejects when it cannot start). */
  start: () => Promise<ChildProcess>;
  /** How to stop it; default SIGTERM, then SIGKILL after 10 s. */
  stop?: (child: ChildProcess) => Promise<void>;
}

export interface Backoff {
  /** Delay before the first restart; each further one doubles it, up to `maxMs`. */
  initialMs: number;
  maxMs: number;
  /** A process that ran this long before dying was healthy: its next restart starts from `initialMs` again. */
  stableMs: number;
}

/** pino's `(fields, message)` shape, so the launcher passes its logger as it is. */
export interface SupervisorLog {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export interface Supervisor {
  /** Starts every service in the given order (which must list a service after the ones it needs). */
  start: () => Promise<void>;
  /** Stops every service, dependents first; nothing is restarted afterwards. */
  stop: () => Promise<void>;
  /** The process of each running service. */
  pids: () => Record<string, number | undefined>;
}

const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, stableMs: 60_000 };

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function terminate(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * Keeps services running: a process that dies is restarted after a back-off delay (doubling while it keeps
 * dying), and the services that need it are stopped first and started again once it is back, since their
 * connections to it are gone. Recoveries run one at a time, in the order the deaths happened.
 */
export function supervise(
  services: Service[],
  options: { log: SupervisorLog; backoff?: Partial<Backoff>; onChange?: () => void },
): Supervisor {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const { log } = options;
  const state = new Map(
    services.map((s) => [s.name, { child: null as ChildProcess | null, startedAt: 0, failures: 0 }]),
  );
  const entry = (service: Service) => state.get(service.name)!;
  let stopping = false;
  let recovery: Promise<void> = Promise.resolve();
  const sleepers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const needs = (service: Service, name: string): boolean =>
    (service.needs ?? []).some(
      (n) =>
        n === name ||
        needs(
          services.find((s) => s.name === n)!,
          name,
        ),
    );

  const queue = (work: () => Promise<void>) => {
    recovery = recovery.then(work, work);
  };

  async function halt(service: Service): Promise<void> {
    const current = entry(service).child;
    if (!current) return;
    entry(service).child = null; // Its exit is intended: not a death to recover from.
    await (service.stop ?? terminate)(current);
  }

  async function launch(service: Service): Promise<void> {
    const child = await service.start();
    if (stopping) return void (await (service.stop ?? terminate)(child));
    const e = entry(service);
    e.child = child;
    e.startedAt = Date.now();
    const died = (code: number | null, signal: NodeJS.Signals | null) => {
      if (stopping || e.child !== child) return;
      e.child = null;
      queue(() => recover(service, code, signal));
    };
    if (hasExited(child)) died(child.exitCode, child.signalCode);
    else child.once("exit", died);
    options.onChange?.();
  }

  /** Starts a service, retrying with back-off until it runs or the supervisor stops. */
  async function relaunch(service: Service): Promise<void> {
    const e = entry(service);
    for (;;) {
      e.failures += 1;
      const delayMs = Math.min(backoff.initialMs * 2 ** (e.failures - 1), backoff.maxMs);
      log.warn(
        { service: service.name, attempt: e.failures, delayMs },
        `restarting ${service.name} in ${delayMs} ms (attempt ${e.failures})`,
      );
      await sleep(delayMs);
      if (stopping) return;
      try {
        await launch(service);
        if (e.child)
          log.info({ service: service.name, pid: e.child.pid }, `${service.name} restarted (pid ${e.child.pid})`);
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        log.warn({ service: service.name, err: error }, `${service.name} did not start: ${reason}`);
      }
    }
  }

  async function recover(service: Service, code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    if (stopping || entry(service).child) return; // Already started again as another service's dependent.
    const e = entry(service);
    log.warn({ service: service.name, code, signal }, `${service.name} exited (${signal ?? `code ${code}`})`);
    if (Date.now() - e.startedAt >= backoff.stableMs) e.failures = 0;
    const dependents = services.filter((s) => needs(s, service.name));
    for (const dependent of [...dependents].reverse()) {
      if (!entry(dependent).child) continue;
      log.warn({ service: dependent.name }, `stopping ${dependent.name} until ${service.name} is back`);
      await halt(dependent);
    }
    await relaunch(service);
    for (const dependent of dependents) {
      if (stopping) return;
      if (entry(dependent).child) continue;
      try {
        await launch(dependent);
        log.info({ service: dependent.name, pid: entry(dependent).child?.pid }, `${dependent.name} started again`);
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        log.warn({ service: dependent.name, err: error }, `${dependent.name} did not start: ${reason}`);
        await relaunch(dependent);
      }
    }
  }

  return {
    async start() {
      for (const service of services) await launch(service);
    },
    async stop() {
      stopping = true;
      for (const wake of [...sleepers]) wake();
      for (const service of [...services].reverse()) await halt(service);
      await recovery;
    },
    pids: () => Object.fromEntries(services.map((s) => [s.name, entry(s).child?.pid])),
  };
}
