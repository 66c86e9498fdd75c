import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** While `hopper start` runs, it records where its embedded database listens so other commands can use it. */
export interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
  webUrl: string;
}

const file = (dataDir: string) => path.join(dataDir, "runtime.json");

export async function writeRuntime(dataDir: string, info: RuntimeInfo): Promise<void> {
  await writeFile(file(dataDir), JSON.stringify(info, null, 2));
}

export async function readRuntime(dataDir: string): Promise<RuntimeInfo | null> {
  try {
    const info = JSON.parse(await readFile(file(dataDir), "utf8")) as RuntimeInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}

export async function clearRuntime(dataDir: string): Promise<void> {
  await rm(file(dataDir), { force: true });
}
