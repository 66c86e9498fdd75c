// Backups and restore, as docs/operations.md ("Backups and restore") tells an operator to do them, on the
// production shape: an external PostgreSQL 15 (Debian's, not the embedded one) and files in an S3 bucket.
// Back up (pg_dump -Fc, `hopper files:export`, the AUTH_SECRET kept), wipe (drop the database, empty the
// bucket), restore (pg_restore into an empty database, `hopper migrate`, `hopper files:import`), and the
// site is whole: every table has the rows it had, every object its bytes, a download is the same file, a
// session cookie made before the backup still signs its user in, and the search still finds a project.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { freePort } from "@hopper/core/postgres/embedded";
import { s3Storage } from "@hopper/core/storage";
import type { Storage } from "@hopper/core/storage";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POSTGRES_BIN, startExternalPostgres } from "../../scripts/stack/postgres";
import type { ExternalPostgres } from "../../scripts/stack/postgres";
import { fileTempDir } from "../support/temp-dir";
import type { WebProcess } from "./support/backup-site";
import {
  command,
  dashboardUser,
  download,
  findProjectFile,
  hopper,
  objectDigests,
  sha1,
  signIn,
  startWeb,
  tableCounts,
} from "./support/backup-site";

const BUCKET = "hopper-backup";
// A seeded project (modules/catalog/src/seed/catalog-seed.ts) and a seeded account (modules/accounts/src/seed.ts).
const PROJECT = "Packrat Storage";
const USER = { name: "demo-creator", password: "hopper-creator" };

const root = fileTempDir("hopper-backup-");
let postgres: ExternalPostgres;
let s3: S3rver;
let bucket: Storage;
let env: Record<string, string>;
let web: WebProcess | undefined;
let webStarting: Promise<unknown> | undefined;
let webPort: number;

beforeAll(async () => {
  postgres = await startExternalPostgres({ dataDir: path.join(root, "postgres") });
  const s3Dir = path.join(root, "s3");
  mkdirSync(s3Dir);
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const s3Settings = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  env = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    HOPPER_DATA_DIR: path.join(root, "data"),
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    ...s3Settings,
  };
  bucket = s3Storage({
    bucket: BUCKET,
    endpoint: s3Settings.S3_ENDPOINT,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  webPort = await freePort();
});

afterAll(async () => {
  await webStarting?.catch(() => undefined);
  await web?.stop();
  await s3?.close();
  await postgres?.stop();
});

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgres.adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe("backups and restore", () => {
  it("backs up, wipes and restores PostgreSQL and the bucket: the site is whole", async () => {
    // A site with data: every module's demo seed, its images and version files in the bucket.
    await hopper(["migrate"], env);
    // The web process needs only the schema: it starts while the seed runs.
    webStarting = startWeb(webPort, env).then((started) => (web = started));
    await Promise.all([webStarting, hopper(["seed"], env)]);
    if (!web) throw new Error("unreachable: the web process started");
    const cookie = await signIn(web.url, USER.name, USER.password);
    expect(await dashboardUser(web.url, cookie)).toBe(USER.name);
    const before = await findProjectFile(web.url, PROJECT);
    const bytesBefore = await download(before.url);
    expect(sha1(bytesBefore)).toBe(before.sha1);
    await web.stop();
    web = undefined;

    const rowsBefore = await tableCounts(postgres.url);
    const objectsBefore = await objectDigests(bucket);
    expect(rowsBefore["public.users"]).toBeGreaterThan(0);
    expect(rowsBefore["public.sessions"]).toBeGreaterThan(0);
    expect(Object.keys(objectsBefore).length).toBeGreaterThan(50);

    // Back up: the database first, then the files (a file the dump names is then surely in the copy).
    const dump = path.join(root, "backup", "hopper.dump");
    const files = path.join(root, "backup", "files");
    mkdirSync(path.dirname(dump));
    await command(path.join(POSTGRES_BIN, "pg_dump"), ["--format=custom", `--file=${dump}`, postgres.url], {});
    await hopper(["files:export", files], env);

    // Wipe: the database dropped, the bucket emptied.
    await admin((client) => client.query("DROP DATABASE hopper WITH (FORCE)"));
    for await (const { key } of bucket.list("")) await bucket.delete(key);
    expect(Object.keys(await objectDigests(bucket))).toEqual([]);

    // Restore: an empty database owned by the application's role, the dump into it, migrations, the files.
    await admin((client) => client.query("CREATE DATABASE hopper OWNER hopper"));
    await command(
      path.join(POSTGRES_BIN, "pg_restore"),
      ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${postgres.url}`, dump],
      {},
    );
    // Migrations touch only the database and the import only the bucket: one after the other in the
    // documented steps, side by side here to keep the test short.
    const [migrated] = await Promise.all([hopper(["migrate"], env), hopper(["files:import", files], env)]);
    expect(migrated).toContain("The database is up to date.");

    // The site is whole.
    expect(await tableCounts(postgres.url)).toEqual(rowsBefore);
    expect(await objectDigests(bucket)).toEqual(objectsBefore);
    web = await startWeb(webPort, env);
    expect(await dashboardUser(web.url, cookie)).toBe(USER.name);
    expect(await dashboardUser(web.url, null)).toBeNull();
    const after = await findProjectFile(web.url, PROJECT);
    expect(after.projectId).toBe(before.projectId);
    expect((await download(after.url)).equals(bytesBefore)).toBe(true);
  });
});
