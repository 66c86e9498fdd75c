// What the backup test drives and reads: the `hopper` command as an operator runs it, the web process, a
// signed-in browser's cookie, and the database's and the bucket's contents, to compare before and after.
import type { ChildProcess } from "node:child_process";
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import path from "node:path";
import { promisify } from "node:util";

import type { Storage } from "@hopper/core/storage";
import pg from "pg";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../../..");
const HOPPER = path.join(ROOT, "bin/hopper.mjs");

/** Runs an operator's command (`pg_dump …`, `node bin/hopper.mjs migrate`), failing with its output. */
export async function command(file: string, args: string[], env: Record<string, string>): Promise<string> {
  try {
    const { stdout } = await run(file, args, { env: { ...process.env, ...env }, cwd: ROOT, maxBuffer: 64 << 20 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(" ")} failed:\n${stdout ?? ""}\n${stderr ?? ""}`, { cause: error });
  }
}

export const hopper = (args: string[], env: Record<string, string>) =>
  command(process.execPath, [HOPPER, ...args], env);

async function until<T>(what: string, probe: () => Promise<T | null>, capMs = 60_000): Promise<T> {
  const deadline = Date.now() + capMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not true within ${capMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface WebProcess {
  url: string;
  stop(): Promise<void>;
}

/** `hopper web` on `port`, resolved once it answers the public API. */
export async function startWeb(port: number, env: Record<string, string>): Promise<WebProcess> {
  const child: ChildProcess = spawn(process.execPath, [HOPPER, "web"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last lines it wrote (JSON log lines on stdout, crashes on stderr), for the error when it never answers.
  let errors = "";
  const keep = (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await until("hopper web answers", async () => {
      if (child.exitCode !== null) throw new Error(`hopper web exited (${child.exitCode}): ${errors}`);
      const answer = await fetch(`${url}/v2/search?limit=1`);
      return answer.ok ? true : null;
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; its last output:\n${errors}`, { cause: error });
  }
  return { url, stop };
}

/** Signs in through Auth.js's password form, as the sign-in page posts it; returns the session cookie. */
export async function signIn(url: string, identifier: string, password: string): Promise<string> {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = csrf.headers.getSetCookie().map((line) => line.split(";")[0]);
  const answer = await fetch(`${url}/api/auth/callback/password`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.join("; "), origin: url },
    body: new URLSearchParams({ identifier, password, csrfToken, callbackUrl: `${url}/dashboard` }),
  });
  const session = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("authjs.session-token="));
  if (!session) throw new Error(`sign-in as ${identifier} gave no session cookie (${answer.status})`);
  return session;
}

/** The user name the dashboard shows for this cookie, or null when it sends the visitor to sign in. */
export async function dashboardUser(url: string, cookie: string | null): Promise<string | null> {
  const answer = await fetch(`${url}/dashboard`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  if (answer.status !== 200) return null;
  return /data-testid="dashboard-username"[^>]*>([^<]+)</.exec(await answer.text())?.[1] ?? null;
}

/** The row count of every table in every schema the application owns (public, pg-boss's), by name. */
export async function tableCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      counts[name] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Every object of a store with the SHA-256 of its bytes, by key. */
export async function objectDigests(store: Storage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for await (const { key } of store.list("")) {
    const object = await store.get(key);
    if (!object) continue;
    // Small objects (demo images and archives): read whole.
    const bytes = Buffer.from(await new Response(object.body).arrayBuffer());
    digests[key] = createHash("sha256").update(bytes).digest("hex");
  }
  return digests;
}

export interface DownloadableFile {
  projectId: string;
  url: string;
  sha1: string;
}

/** A project the search finds by its title, and the primary file of its newest version. */
export async function findProjectFile(url: string, title: string): Promise<DownloadableFile> {
  const search = (await (await fetch(`${url}/v2/search?query=${encodeURIComponent(title)}`)).json()) as {
    hits: { project_id: string; title: string }[];
  };
  const hit = search.hits.find((h) => h.title === title);
  if (!hit) throw new Error(`the search finds no project titled ${title}`);
  const versions = (await (await fetch(`${url}/v2/project/${hit.project_id}/version`)).json()) as {
    files: { url: string; primary: boolean; hashes: { sha1: string } }[];
  }[];
  const file = versions[0]?.files.find((f) => f.primary) ?? versions[0]?.files[0];
  if (!file) throw new Error(`project ${hit.project_id} has no file`);
  return { projectId: hit.project_id, url: file.url, sha1: file.hashes.sha1 };
}

/** The bytes of a download, following the redirect to the bucket's signed address. */
export async function download(fileUrl: string): Promise<Buffer> {
  const answer = await fetch(fileUrl);
  if (!answer.ok) throw new Error(`download of ${fileUrl}: ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

export const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");
