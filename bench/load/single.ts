// The comparison target: ONE web instance and ONE job worker on the same kind of parts as the stack (Debian's
// PostgreSQL 15 through scripts/stack/postgres.ts, s3rver for files), without a proxy: the load generator is
// the only proxy in front of it (TRUSTED_PROXIES=1, so the visitors' X-Forwarded-For addresses count).
import path from "node:path";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";

import S3rver from "s3rver";

import { allJobs } from "../../cli/src/lib/registry";
import { freePort } from "../../modules/core/src/postgres/embedded";
import { setupDatabase } from "../../modules/core/src/postgres/setup";
import { httpStatus, spawnLogged, terminate, waitUntil } from "../../scripts/stack/child";
import { startExternalPostgres } from "../../scripts/stack/postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUCKET = "hopper-files";

export interface SingleTarget {
  url: string;
  databaseUrl: string;
  logDir: string;
  stop(): Promise<void>;
}

export async function startSingle(env: Record<string, string>): Promise<SingleTarget> {
  const dir = await mkdtemp(path.join(tmpdir(), "hopper-bench-load-"));
  const postgres = await startExternalPostgres({ dataDir: path.join(dir, "postgres") });
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "s3"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const children: ReturnType<typeof spawnLogged>[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => terminate(child)));
    await s3.close();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await setupDatabase(postgres.url, path.join(ROOT, "prisma/migrations"), allJobs());
    const port = await freePort();
    const common = {
      ...(process.env as Record<string, string>),
      NODE_ENV: "production",
      DATABASE_URL: postgres.url,
      HOPPER_DATA_DIR: path.join(dir, "data"),
      HOPPER_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: "load-bench-secret-load-bench-secret",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      LOG_FORMAT: "json",
      TRUSTED_PROXIES: "1",
      ...env,
    };
    const web = spawnLogged({
      name: "web",
      command: process.execPath,
      args: [path.join(ROOT, "bin/hopper.mjs"), "web"],
      cwd: ROOT,
      env: { ...common, PORT: String(port) },
      logFile: path.join(dir, "web.log"),
    });
    children.push(web);
    const jobs = spawnLogged({
      name: "jobs",
      command: process.execPath,
      args: [path.join(ROOT, "bin/hopper.mjs"), "jobs:run"],
      cwd: ROOT,
      env: common,
      logFile: path.join(dir, "jobs.log"),
    });
    children.push(jobs);
    const url = `http://127.0.0.1:${port}`;
    await waitUntil("web", async () => (await httpStatus(`${url}/v2/tag/loader`)) === 200, {
      child: web,
      logFile: path.join(dir, "web.log"),
    });
    return { url, databaseUrl: postgres.url, logDir: dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
