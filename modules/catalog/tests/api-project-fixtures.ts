// Shared set-up of the /v2 project and team API tests: a database, the API on a real socket, tokens, the six
// kinds of caller every mutation is tried as, and a listener on the catalogue's project-changed event.

import { afterAll, beforeAll } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import type { ScopeName } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createSendOnlyBoss } from "../../core/src/jobs/boss";
import type { PgBoss } from "../../core/src/jobs/boss";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { setupRestServer } from "../../../tests/support/rest-server";
import { ALL_PROJECT_PERMISSIONS, ProjectPermission } from "../src/server/services/permissions";
import type { ProjectPermissionName } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

/** Every scope a personal access token may hold (the session-only ones excluded). */
export const TOKEN_SCOPES: ScopeName[] = [
  "USER_READ",
  "USER_WRITE",
  "PROJECT_CREATE",
  "PROJECT_READ",
  "PROJECT_WRITE",
  "PROJECT_DELETE",
  "VERSION_CREATE",
  "VERSION_READ",
  "VERSION_WRITE",
  "VERSION_DELETE",
];

/** A real PNG: uploads are decoded and re-encoded, so a signature with noise behind it is refused. */
export const PNG = TINY_PNG;

export function setupApi(name: string) {
  tempDataDir(`hopper-${name}-`);
  const database = setupTestDatabase();
  const api = setupRestServer();
  const events = listenForProjectChanges(database);
  // A fresh client address per request keeps the per-IP rate limit (300/min) out of the way.
  let requests = 0;
  const base = Math.floor(Math.random() * 200) + 20;
  const nextIp = () => {
    requests += 1;
    return `10.${base}.${(requests >> 8) & 255}.${requests & 255}`;
  };
  const call = <T = unknown>(route: string, init: RequestInit & { token?: string } = {}) =>
    api.json<T>(route, { ...init, ip: nextIp() });
  const send = <T = unknown>(method: string, route: string, token: string | undefined, body?: unknown) =>
    call<T>(route, {
      method,
      token,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function user(role: Role = "user", scopes: ScopeName[] = TOKEN_SCOPES) {
    const id = newId();
    const username = `u${id.toLowerCase()}`;
    await database.db.user.create({ data: { id, username, usernameKey: username, role } });
    const { token } = await createPersonalAccessToken(database.db, { userId: id, name: "api test", scopes });
    return { id, username, role, token, actor: { userId: id, role } };
  }

  async function tokenFor(userId: string, scopes: ScopeName[]) {
    return (await createPersonalAccessToken(database.db, { userId, name: "narrow", scopes })).token;
  }

  /** A project owned by a new user, in the given status, optionally with one version. */
  async function project(options: { status?: string; withVersion?: boolean; type?: string } = {}) {
    const owner = await user();
    const created = await createProject(database.db, owner.actor, {
      name: "Api Project",
      slug: uniqueSlug("api"),
      projectType: options.type ?? "mod",
      summary: "Made for the API tests",
    });
    let versionId: string | null = null;
    if (options.withVersion) {
      const version = await createVersion(database.db, owner.actor, created.id, {
        versionNumber: "1.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename: `f-${created.id}.jar`, body: VALID_FILES.fabric.bytes() }],
      });
      versionId = version.id;
    }
    await database.db.project.update({ where: { id: created.id }, data: { status: options.status ?? "approved" } });
    return { ...created, status: options.status ?? "approved", owner, versionId };
  }

  async function addMember(teamId: string, userId: string, permissions: bigint, accepted = true) {
    await database.db.teamMember.create({
      data: { id: newId(), teamId, userId, role: "Helper", permissions, accepted, ordering: 5 },
    });
  }

  /**
   * The callers every mutation is tried as: anonymous, another user, a member without the flag, a member with
   * it, a moderator and an admin (each with a token holding every token scope).
   */
  async function callers(teamId: string, flag: ProjectPermissionName) {
    const other = await user();
    const without = await user();
    const withFlag = await user();
    await addMember(teamId, without.id, ALL_PROJECT_PERMISSIONS & ~ProjectPermission[flag]);
    await addMember(teamId, withFlag.id, ProjectPermission[flag]);
    return { other, without, withFlag, moderator: await user("moderator"), admin: await user("admin") };
  }

  return { database, api, call, send, user, tokenFor, project, addMember, callers, events };
}

/** The project ids of `catalog.project-changed` events published since the last `take()`. */
function listenForProjectChanges(database: ReturnType<typeof setupTestDatabase>) {
  const queue = "test.project-changed";
  let boss: PgBoss | undefined;
  beforeAll(async () => {
    boss = createSendOnlyBoss(database.url);
    await boss.start();
    await boss.createQueue(queue);
    await boss.subscribe("catalog.project-changed", queue);
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true });
  });
  return {
    async take(): Promise<string[]> {
      const rows = await database.db.$queryRawUnsafe<{ data: { projectIds: string[] } }[]>(
        `DELETE FROM pgboss.job WHERE name = $1 RETURNING data`,
        queue,
      );
      return [...new Set(rows.flatMap((row) => row.data.projectIds))].sort();
    },
  };
}
