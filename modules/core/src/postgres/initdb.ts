import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chown, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { ServiceUser } from "./service-user";

/** Runs a PostgreSQL program, as `user` when given (PostgreSQL refuses root), keeping its last lines of output. */
export function spawnAs(file: string, args: string[], user: ServiceUser | null, log?: (line: string) => void) {
  const child = spawn(file, args, {
    ...(user ?? {}),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString("utf8").trim();
    if (!text) return;
    output.push(text);
    if (output.length > 20) output.shift();
    log?.(text);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, output };
}

/**
 * Creates a cluster in `dataDir` with `initdb` (the embedded build's or a system one), its superuser's password
 * passed through a file: beside the data dir, where the postgres user can read it (not in TMPDIR, which may be private
 * to this user), removed afterwards.
 */
export async function initCluster(options: {
  initdb: string;
  dataDir: string;
  user: ServiceUser | null;
  superuser: string;
  password: string;
  /** More initdb flags: authentication, encoding, locale. */
  args: string[];
  log?: (line: string) => void;
}): Promise<void> {
  const passwordFile = path.join(path.dirname(options.dataDir), `.pgpass-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (options.user) await chown(passwordFile, options.user.uid, options.user.gid);
  try {
    const { child, output } = spawnAs(
      options.initdb,
      [`--pgdata=${options.dataDir}`, `--username=${options.superuser}`, `--pwfile=${passwordFile}`, ...options.args],
      options.user,
      options.log,
    );
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${output.join("\n")}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}
