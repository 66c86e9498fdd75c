import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { modules } from "@hopper/generated/modules";

import { createPersonalAccessToken } from "../../../modules/core/src/auth/tokens";
import { RESTRICTED_SCOPES, SCOPE_NAMES } from "../../../modules/core/src/auth/scopes";
import { newId } from "../../../modules/core/src/db/ids";
import type { RestRoute } from "../../../modules/core/src/module/rest";
import { createProject } from "../../../modules/catalog/src/server/services/projects/project-create";
import { createVersion } from "../../../modules/catalog/src/server/services/versions/version-create";
import { VALID_FILES } from "../../../modules/catalog/tests/archives";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import {
  HOSTILE_FIELD_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_RAW_JSON_BODIES,
  HOSTILE_SEGMENTS,
} from "../../../tests/support/hostile-inputs";
import { setupRestServer } from "../../../tests/support/rest-server";
import { setupRouteServer } from "../../../tests/support/route-server";
import { handleCdnRequest } from "../server/cdn-handler";
import { requestTargetProblem } from "../server/request-target";
import { handleTrpcRequest } from "../server/trpc-handler";

// Issue 13: walk every declared REST route (from the generated registry) with hostile input — empty, NUL,
// control characters, invalid UTF-8 and percent-encoding, huge, wrong type — in path params, query strings
// and bodies, anonymous and with a token holding every scope, over real HTTP into the real dispatcher, and
// fail on any 5xx, listing each offending request. Page routes get the same walk in the browser suite
// (tests/e2e/shell/hostile-pages.spec.ts), where the built app serves them.

const dataDir = mkdtempSync(path.join(tmpdir(), "hopper-hostile-walk-"));
process.env.HOPPER_DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const database = setupTestDatabase();
const api = setupRestServer();
const cdn = setupRouteServer(handleCdnRequest);
const trpc = setupRouteServer(handleTrpcRequest);

interface Probe {
  method: string;
  path: string;
  who: "anonymous" | "token";
  body?: BodyInit;
  contentType?: string;
  /** What the failure message shows of the body. */
  shown?: string;
}

interface Fixtures {
  token: string;
  /** A real value for a path param, by the segment before it (project, version, user, team…). */
  real: Record<string, string>;
}

const routes: RestRoute[] = modules.flatMap((m) => ("rest" in m && m.rest ? [...m.rest] : []));

let fixtures: Fixtures;
let requestCount = 0;

beforeAll(async () => {
  const userId = newId();
  const username = `walker${userId.toLowerCase()}`;
  // A token's requests count against its user (docs/api.md): a multiplier keeps the per-user limit out of the walk,
  // as a fresh client address per request keeps the address limit out (the limits have their own tests).
  await database.db.user.create({ data: { id: userId, username, usernameKey: username, apiRateMultiplier: 1000 } });
  // Every scope a token may hold, so the walk gets past the scope checks into the handlers.
  const scopes = SCOPE_NAMES.filter((scope) => !RESTRICTED_SCOPES.includes(scope));
  const { token } = await createPersonalAccessToken(database.db, { userId, name: "walker", scopes });
  const actor = { userId, role: "user" as const };
  const project = await createProject(database.db, actor, {
    name: "Walked Project",
    slug: `walked-${userId.toLowerCase()}`,
    projectType: "mod",
    summary: "The project the hostile walk reaches",
  });
  const version = await createVersion(database.db, actor, project.id, {
    versionNumber: "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: `walk-${project.id}.jar`, body: VALID_FILES.fabric.bytes() }],
  });
  const team = await database.db.project.findUniqueOrThrow({ where: { id: project.id }, select: { teamId: true } });
  fixtures = {
    token,
    real: { project: project.id, version: version.id, user: userId, team: team.teamId },
  };
});

/** The route's path with every param real (or a plausible id), except `hostile` at position `at`. */
function fill(route: RestRoute, at = -1, hostile = ""): string {
  const segments = route.path.split("/");
  let param = -1;
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(":")) return segment;
      param += 1;
      if (param === at) return hostile;
      const before = segments[i - 1] ?? "";
      return fixtures.real[before] ?? fixtures.real[segment.slice(1)] ?? "AAAAAAAA";
    })
    .join("/");
}

const paramCount = (route: RestRoute) => route.path.split("/").filter((s) => s.startsWith(":")).length;

async function jsonFields(route: RestRoute): Promise<string[]> {
  if (route.body?.kind !== "json" && route.body?.kind !== "multipart") return [];
  const schema = route.body.kind === "json" ? await route.body.schema() : await route.body.data();
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const WORST_SEGMENTS = ["ab%00cd", "%07%1B", "%FF%FE", "%", "x".repeat(4000)];
const WORST_QUERY_VALUES = ["%00", "%07", "%FF", "%", "-1", "%5B", "x".repeat(6000)];
const FIELD_PROBE_VALUES: readonly unknown[] = ["a\u0000b", "bell\u0007\u001b", "x".repeat(70_000), { wrong: [1] }];

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
}

/** Every request of the walk for one route. DELETE only ever gets hostile ids, so the fixtures survive. */
async function probesFor(route: RestRoute): Promise<Probe[]> {
  const probes: Probe[] = [];
  const method = route.method;
  const params = paramCount(route);
  // Bounded so the walk stays near a minute: every value where it reaches the most code (reads, with a token),
  // the worst few elsewhere.
  const reads = method === "GET";
  for (const who of ["anonymous", "token"] as const) {
    const segments = reads || who === "anonymous" ? HOSTILE_SEGMENTS : WORST_SEGMENTS;
    for (let at = 0; at < params; at++) {
      for (const hostile of segments) probes.push({ method, path: fill(route, at, hostile), who });
    }
  }
  if (method === "DELETE") return probes;
  const base = fill(route);
  for (const key of Object.keys(route.query?.shape ?? {})) {
    for (const value of reads ? HOSTILE_QUERY_VALUES : WORST_QUERY_VALUES) {
      probes.push({ method, path: `${base}?${key}=${value}`, who: "token" });
    }
  }
  probes.push({ method, path: `${base}?unexpected=%00&%FF=%FE&x=${"y".repeat(6000)}`, who: "anonymous" });
  if (!route.body || route.body.kind === "none") return probes;
  const fields = await jsonFields(route);
  const jsonBodies: { raw: string; shown: string }[] = HOSTILE_RAW_JSON_BODIES.map((raw) => ({ raw, shown: raw }));
  for (const value of HOSTILE_FIELD_VALUES) {
    const all = Object.fromEntries(fields.map((field) => [field, value]));
    jsonBodies.push({ raw: JSON.stringify(all), shown: `every field = ${show(value)}` });
  }
  for (const field of fields) {
    for (const value of FIELD_PROBE_VALUES) {
      jsonBodies.push({ raw: JSON.stringify({ [field]: value }), shown: `{ ${field}: ${show(value)} }` });
    }
  }
  for (const who of ["anonymous", "token"] as const) {
    if (route.body.kind === "json") {
      for (const { raw, shown } of who === "token" ? jsonBodies : jsonBodies.slice(0, 2)) {
        probes.push({ method, path: base, who, body: raw, contentType: "application/json", shown });
      }
      probes.push({ method, path: base, who, body: "a=%00", contentType: "application/x-www-form-urlencoded" });
      // {"a":"<0xFF 0xFE>"}: invalid UTF-8 inside a JSON string.
      const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      probes.push({
        method,
        path: base,
        who,
        body: invalidUtf8,
        contentType: "application/json",
        shown: "invalid UTF-8",
      });
    } else if (route.body.kind === "multipart") {
      for (const { raw, shown } of who === "token" ? jsonBodies : jsonBodies.slice(0, 2)) {
        const form = new FormData();
        form.append("data", raw);
        form.append("file", new Blob([new Uint8Array([0, 1, 2, 255])]), "a\u0000b.jar");
        probes.push({ method, path: base, who, body: form, shown: `multipart data ${shown}` });
      }
      probes.push({ method, path: base, who, body: "not multipart", contentType: "multipart/form-data" });
      probes.push({
        method,
        path: base,
        who,
        body: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{',
        contentType: "multipart/form-data; boundary=x",
        shown: "a cut multipart body",
      });
    } else {
      for (const bytes of [new Uint8Array(), new Uint8Array([0]), new Uint8Array(64).fill(0xff)]) {
        for (const contentType of [...route.body.contentTypes.slice(0, 1), "text/plain"]) {
          probes.push({
            method,
            path: `${base}?ext=png`,
            who,
            body: bytes,
            contentType,
            shown: `${bytes.length} bytes`,
          });
        }
      }
    }
  }
  return probes;
}

async function send(probe: Probe): Promise<string | null> {
  requestCount += 1;
  const headers: Record<string, string> = {};
  if (probe.contentType) headers["content-type"] = probe.contentType;
  const response = await api.request(probe.path, {
    method: probe.method,
    headers,
    body: probe.body,
    token: probe.who === "token" ? fixtures.token : undefined,
    // A fresh client address per request keeps the per-address rate limit out of the walk.
    ip: `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
  });
  const text = await response.text();
  if (response.status < 500) return null;
  const where = probe.path.length > 160 ? `${probe.path.slice(0, 160)}… (${probe.path.length} chars)` : probe.path;
  const body = probe.shown ?? (typeof probe.body === "string" ? show(probe.body) : "");
  return `${probe.method} ${where} [${probe.who}]${body ? ` body ${body}` : ""} → ${response.status} ${text.slice(0, 120)}`;
}

/** Runs the probes a few at a time (the machine has two cores shared with the database). */
async function walk(probes: Probe[], parallel = 8): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const failure = await send(probe);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return failures;
}

describe("the hostile-input walk", () => {
  it("finds the routes to walk in the generated registry", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  // A bound on a finite walk (a few thousand requests), not a wait: on a loaded machine (two CPU hogs and a
  // team's builds beside the suite, load average 18 on two cores) it took longer than three minutes.
  it("answers no 5xx on any declared REST route", { timeout: 600_000 }, async () => {
    // Writes that change what the fixtures are (deleting the token's user, the project…) go last.
    const ordered = [...routes].sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    const probes = (await Promise.all(ordered.map(probesFor))).flat();
    const failures = await walk(probes);
    expect(failures, `${failures.length} of ${probes.length} requests answered 5xx:\n${failures.join("\n")}`).toEqual(
      [],
    );
  });

  it("answers no 5xx from /cdn with hostile keys", async () => {
    const failures: string[] = [];
    for (const segment of HOSTILE_SEGMENTS) {
      const response = await fetch(`${cdn.origin}/cdn/${segment}`);
      if (response.status >= 500) failures.push(`GET /cdn/${segment.slice(0, 40)} → ${response.status}`);
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${cdn.origin}/cdn/%ff`)).status).toBe(400);
  });

  it("answers no 5xx from tRPC with NUL, control characters and wrong types in inputs", async () => {
    const failures: string[] = [];
    const inputs: unknown[] = ["a\u0000b", { query: "a\u0000b" }, { id: "\u0000" }, { slug: "\u0007" }, [], 42];
    for (const procedure of ["search.nothing", "accounts.profile.update", "accounts.staff.lookupUser"]) {
      for (const input of inputs) {
        const encoded = encodeURIComponent(JSON.stringify({ json: input }));
        const read = await fetch(`${trpc.origin}/api/trpc/${procedure}?input=${encoded}`);
        if (read.status >= 500) failures.push(`GET ${procedure} ${show(input)} → ${read.status}`);
        const write = await fetch(`${trpc.origin}/api/trpc/${procedure}`, {
          method: "POST",
          headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", origin: trpc.origin },
          body: JSON.stringify({ json: input }),
        });
        if (write.status >= 500) failures.push(`POST ${procedure} ${show(input)} → ${write.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ["/v2/project/%FF%FE", "The address is not valid percent-encoded UTF-8."],
    ["/cdn/%ff", "The address is not valid percent-encoded UTF-8."],
    ["/data/%ff/x", "The address is not valid percent-encoded UTF-8."],
    ["/mod/ab%00cd", "The address must not contain NUL characters."],
    ["/mods?q=%00", "The query string must not contain NUL characters."],
    ["/mods?q=%27", null],
    ["/mods?q=%FF", null],
    ["/mod/sodium?x=%E0%A4%A", null],
  ])("the web server's front refuses %s before routing: %s", (target, problem) => {
    expect(requestTargetProblem(target)).toBe(problem);
  });
});
