// The mixed workload: each of N clients loops until the deadline, picking a kind of request by weight, as a
// launcher, a browser or a creator's tool would send it. Every answer is timed per kind; failures are kept
// with their time (the fault run reads the error window from them); what a 2xx promised (an uploaded
// version, a follow, a session) goes into the ledger that verify.ts compares with the database afterwards.
import { randomBytes } from "node:crypto";
import type { Agent } from "node:http";

import { strToU8, zipSync } from "fflate";

import { cookiesOf, send } from "./http";
import type { Reply } from "./http";
import { PASSWORD } from "./seed";
import type { Seed } from "./seed";

export const KINDS = ["search", "page", "hash", "hashes", "download", "signin", "upload", "follow"] as const;
export type Kind = (typeof KINDS)[number];

/** Weights of the mix: reads dominate, as on a mod site; writes are a few per cent. */
export const MIX: Record<Kind, number> = {
  search: 22,
  page: 10,
  hash: 18,
  hashes: 5,
  download: 20,
  signin: 3,
  upload: 2,
  follow: 20,
};

export interface Failure {
  kind: Kind;
  /** Milliseconds since the run started, when the request ended. */
  at: number;
  reason: string;
}

export interface KindStats {
  latencies: number[];
  ok: number;
  failed: number;
}

export interface Ledger {
  /** Versions whose upload answered 200, with their file's download path. */
  uploads: { versionId: string; projectId: string; path: string }[];
  /** Uploads that failed or timed out: they may or may not have been stored. */
  uncertainUploads: number;
  /** "userId projectId" → followed after the last answered request; "unknown" after a failed one. */
  follows: Map<string, "on" | "off" | "unknown">;
  signIns: number;
  uncertainSignIns: number;
}

export interface RunResult {
  started: number;
  seconds: number;
  stats: Record<Kind, KindStats>;
  failures: Failure[];
  ledger: Ledger;
}

export interface Target {
  /** Where the clients send requests (the proxy, or the one web instance). */
  url: string;
  agent: Agent;
}

/** Download paths (/data/…) the clients fetch; filled by warm-up uploads before the run. */
export type DownloadPool = string[];

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const TOOL = "hopper-load/1.0 (load@example.org)";
const QUERIES = ["magic", "storage", "tech adventure", "iron", "sky ocean", "dragon", "farm tools", "quest"];
const FACETS = [
  '[["project_type:mod"]]',
  '[["categories:fabric"],["versions:1.20.1"]]',
  '[["project_type:mod"],["categories:neoforge"],["versions:1.21"]]',
  '[["categories:technology"]]',
];
const INDEXES = ["relevance", "downloads", "follows", "newest", "updated"];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A visitor address from 10.0.0.0/8: many visitors, as a real mix has (see README: rate limits). */
const visitor = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function pickKind(): Kind {
  const total = KINDS.reduce((sum, kind) => sum + MIX[kind], 0);
  let roll = Math.random() * total;
  for (const kind of KINDS) {
    roll -= MIX[kind];
    if (roll < 0) return kind;
  }
  return "search";
}

/** A small valid Fabric jar, unique (a random entry), so the duplicate-file rule never refuses it. */
function jar(): Buffer {
  return Buffer.from(
    zipSync({
      "fabric.mod.json": strToU8(JSON.stringify({ schemaVersion: 1, id: "loadbench", version: "1.0.0" })),
      "nonce.bin": [randomBytes(16), { level: 0 }],
    }),
  );
}

/** A multipart body for POST /v2/version with one jar. */
function versionForm(projectId: string, versionNumber: string): { body: Buffer; type: string } {
  const boundary = `----load${randomBytes(8).toString("hex")}`;
  const data = JSON.stringify({
    project_id: projectId,
    version_number: versionNumber,
    name: `Load ${versionNumber}`,
    version_type: "release",
    loaders: ["fabric"],
    game_versions: ["1.20.1"],
    featured: false,
    dependencies: [],
    file_parts: ["file"],
  });
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="load-${versionNumber}.jar"\r\n` +
        `Content-Type: application/java-archive\r\n\r\n`,
    ),
    jar(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

class Refused extends Error {}
const expect = (reply: Reply, statuses: number[], what: string) => {
  if (!statuses.includes(reply.status)) {
    throw new Refused(`${what} ${reply.status}${reply.status >= 400 ? ` ${reply.body.toString().slice(0, 120)}` : ""}`);
  }
  return reply;
};

/** GETs a download path, following the redirect to object storage; the bytes must arrive. */
async function download(target: Target, storageAgent: Agent, path: string, ip: string): Promise<void> {
  const first = await send(target.agent, new URL(path, target.url), {
    headers: { "user-agent": BROWSER, "x-forwarded-for": ip },
  });
  if (first.status === 200 && first.body.length > 0) return;
  expect(first, [302], "download");
  const location = new URL(String(first.headers.location), target.url);
  const object = await send(storageAgent, location, { headers: { "user-agent": BROWSER } });
  expect(object, [200], "object");
  if (object.body.length === 0) throw new Refused("empty object");
}

/** Uploads one version to the client's project; the answer's id and file path. */
export async function uploadVersion(
  target: Target,
  client: Seed["clients"][number],
  versionNumber: string,
  ip: string,
): Promise<{ versionId: string; path: string }> {
  const form = versionForm(client.projectId, versionNumber);
  const reply = await send(target.agent, new URL("/v2/version", target.url), {
    method: "POST",
    headers: {
      authorization: client.token,
      "content-type": form.type,
      "content-length": String(form.body.length),
      "user-agent": TOOL,
      "x-forwarded-for": ip,
    },
    body: form.body,
  });
  expect(reply, [200], "upload");
  const version = JSON.parse(reply.body.toString()) as { id: string; files: { url: string }[] };
  return { versionId: version.id, path: new URL(version.files[0]!.url, target.url).pathname };
}

export interface RunOptions {
  target: Target;
  storageAgent: Agent;
  seed: Seed;
  downloads: DownloadPool;
  clients: number;
  seconds: number;
  /** Continues a ledger (the fault run's phases add to one). */
  ledger?: Ledger;
  /** A label making version numbers unique across runs on one database. */
  label: string;
}

export function emptyLedger(): Ledger {
  return { uploads: [], uncertainUploads: 0, follows: new Map(), signIns: 0, uncertainSignIns: 0 };
}

let signInCursor = Math.floor(Math.random() * 4000);

export async function runWorkload(options: RunOptions): Promise<RunResult> {
  const { target, seed } = options;
  const stats = Object.fromEntries(
    KINDS.map((kind): [Kind, KindStats] => [kind, { latencies: [], ok: 0, failed: 0 }]),
  ) as Record<Kind, KindStats>;
  const failures: Failure[] = [];
  const ledger = options.ledger ?? emptyLedger();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  let uploadCounter = 0;
  const url = (path: string) => new URL(path, target.url);

  async function once(kind: Kind, clientIndex: number): Promise<void> {
    const client = seed.clients[clientIndex % seed.clients.length]!;
    // A creator's tool has one address; visitors are many.
    const ownIp = `10.255.${clientIndex >> 8}.${(clientIndex & 255) + 1}`;
    const anonymous = { "user-agent": BROWSER, "x-forwarded-for": visitor() };
    switch (kind) {
      case "search": {
        const params = new URLSearchParams({ limit: "20" });
        const roll = Math.random();
        if (roll < 0.4) params.set("query", pick(QUERIES));
        else if (roll < 0.8) params.set("facets", pick(FACETS));
        params.set("index", pick(INDEXES));
        if (Math.random() < 0.3) params.set("offset", String(20 * Math.floor(Math.random() * 5)));
        expect(await send(target.agent, url(`/v2/search?${params}`), { headers: anonymous }), [200], "search");
        return;
      }
      case "page": {
        const n = pick(seed.modProjects);
        expect(await send(target.agent, url(`/mod/bench-project-${n}`), { headers: anonymous }), [200], "page");
        return;
      }
      case "hash": {
        const sha1 = pick(seed.hashes);
        expect(
          await send(target.agent, url(`/v2/version_file/${sha1}?algorithm=sha1`), { headers: anonymous }),
          [200],
          "hash",
        );
        return;
      }
      case "hashes": {
        const hashes = Array.from({ length: 20 }, () => pick(seed.hashes));
        const body = JSON.stringify({ hashes, algorithm: "sha1" });
        expect(
          await send(target.agent, url("/v2/version_files"), {
            method: "POST",
            headers: {
              ...anonymous,
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
            },
            body,
          }),
          [200],
          "hashes",
        );
        return;
      }
      case "download": {
        if (options.downloads.length === 0) throw new Refused("no downloads seeded");
        await download(target, options.storageAgent, pick(options.downloads), anonymous["x-forwarded-for"]);
        return;
      }
      case "signin": {
        // Auth.js's own endpoints, which the sign-in form's server action calls (modules/accounts/src/ui/actions/
        // sign-in.ts → signIn("password")): the CSRF token and its cookie, then the credentials post.
        const account = seed.accounts[signInCursor++ % seed.accounts.length]!;
        const headers = { "user-agent": BROWSER, "x-forwarded-for": anonymous["x-forwarded-for"] };
        const csrf = expect(await send(target.agent, url("/api/auth/csrf"), { headers }), [200], "csrf");
        const token = (JSON.parse(csrf.body.toString()) as { csrfToken: string }).csrfToken;
        const cookie = [...cookiesOf(csrf)].map(([name, value]) => `${name}=${value}`).join("; ");
        const body = new URLSearchParams({
          csrfToken: token,
          identifier: account,
          password: PASSWORD,
          callbackUrl: "/dashboard",
        }).toString();
        let reply: Reply;
        try {
          reply = await send(target.agent, url("/api/auth/callback/password"), {
            method: "POST",
            headers: {
              ...headers,
              cookie,
              "content-type": "application/x-www-form-urlencoded",
              "content-length": String(Buffer.byteLength(body)),
            },
            body,
          });
        } catch (error) {
          ledger.uncertainSignIns++;
          throw error;
        }
        // A 5xx (the instance or the database died mid-way) may come after the session row was written.
        if (reply.status >= 500) ledger.uncertainSignIns++;
        expect(reply, [302], "sign-in");
        const location = String(reply.headers.location ?? "");
        if (
          location.includes("error") ||
          ![...cookiesOf(reply).keys()].some((name) => name.endsWith("session-token"))
        ) {
          throw new Refused(`sign-in refused: ${location}`);
        }
        ledger.signIns++;
        return;
      }
      case "upload": {
        const versionNumber = `${options.label}.${clientIndex}.${uploadCounter++}`;
        try {
          const { versionId, path } = await uploadVersion(target, client, versionNumber, ownIp);
          ledger.uploads.push({ versionId, projectId: client.projectId, path });
        } catch (error) {
          ledger.uncertainUploads++;
          throw error;
        }
        return;
      }
      case "follow": {
        const projectId = pick(seed.followTargets);
        const key = `${client.userId} ${projectId}`;
        const state = ledger.follows.get(key) ?? "off";
        // Unknown after a failed request: a follow settles it either way (204 on, or 400 "already following").
        const method = state === "on" ? "DELETE" : "POST";
        let reply: Reply;
        try {
          reply = await send(target.agent, url(`/v2/project/${projectId}/follow`), {
            method,
            headers: {
              authorization: client.token,
              "user-agent": TOOL,
              "x-forwarded-for": ownIp,
              "content-length": "0",
            },
          });
        } catch (error) {
          ledger.follows.set(key, "unknown");
          throw error;
        }
        if (state === "unknown" && reply.status === 400) {
          ledger.follows.set(key, "on");
          return;
        }
        // Anything but 204 leaves the state open: the next request settles it.
        if (reply.status !== 204) ledger.follows.set(key, "unknown");
        expect(reply, [204], method === "POST" ? "follow" : "unfollow");
        ledger.follows.set(key, method === "POST" ? "on" : "off");
        return;
      }
    }
  }

  async function loop(clientIndex: number): Promise<void> {
    while (performance.now() < deadline) {
      const kind = pickKind();
      const begun = performance.now();
      try {
        await once(kind, clientIndex);
        const ended = performance.now();
        stats[kind].ok++;
        stats[kind].latencies.push(ended - begun);
      } catch (error) {
        const ended = performance.now();
        stats[kind].failed++;
        failures.push({ kind, at: ended - started, reason: error instanceof Error ? error.message : String(error) });
        // A refused or dropped request is retried by a real client after a moment, not in a hot loop.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, index) => loop(index)));
  return { started, seconds: (performance.now() - started) / 1000, stats, failures, ledger };
}
