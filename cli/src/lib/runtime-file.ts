import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** While `hopper start` runs, it records where its embedded database listens so other commands can use it. */
export interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
  webUrl: string;
  /** The web and jobs processes, so a later start can stop them if this launcher died without doing so. */
  children: number[];
  /** Each supervised process by name (postgres, web, jobs); the pids change when one is restarted. */
  processes?: Record<string, number | undefined>;
}

const file = (dataDir: string) => path.join(dataDir, "runtime.json");

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Written beside and renamed into place: a reader (another command, a restart in progress) never sees half a file. */
export async function writeRuntime(dataDir: string, info: RuntimeInfo): Promise<void> {
  const partial = `${file(dataDir)}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(info, null, 2));
  await rename(partial, file(dataDir));
}

async function readRaw(dataDir: string): Promise<RuntimeInfo | null> {
  try {
    return JSON.parse(await readFile(file(dataDir), "utf8")) as RuntimeInfo;
  } catch {
    return null;
  }
}

/** The runtime of a live launcher, or null. */
export async function readRuntime(dataDir: string): Promise<RuntimeInfo | null> {
  const info = await readRaw(dataDir);
  return info && isAlive(info.pid) ? info : null;
}

/**
 * A launcher killed without cleaning up (SIGKILL, power loss) leaves its web and jobs processes behind,
 * holding the port. Stops them; returns how many were still running.
 */
export async function stopLeftoverChildren(dataDir: string): Promise<number> {
  const info = await readRaw(dataDir);
  if (!info || isAlive(info.pid)) return 0;
  const alive = (info.children ?? []).filter(isAlive);
  for (const pid of alive) process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (alive.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of alive.filter(isAlive)) process.kill(pid, "SIGKILL");
  await clearRuntime(dataDir);
  return alive.length;
}

export async function clearRuntime(dataDir: string): Promise<void> {
  await rm(file(dataDir), { force: true });
}
