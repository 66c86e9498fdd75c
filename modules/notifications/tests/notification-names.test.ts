// notifications.list hands the site the names its page of notifications refers to (projects, versions,
// organizations, inviters) in one query for the whole page: a page of 30 costs the same number of queries as a page
// of 3, and every notification on it can be worded from the catalogue. Real PostgreSQL, the real procedure.
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Db } from "../../core/src/db/client";
import { PrismaClient } from "../../core/src/db/generated/client";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { notifyMany } from "../src/server/services/notify";
import type { NotificationInput } from "../src/server/services/types";
import { notificationsRouter } from "../src/server/router";
import { notificationCopy } from "../src/ui/notification-copy";
import { listedProject, organizationInvitation, person } from "./invite-fixtures";

const database = setupTestDatabase();
const createCaller = createCallerFactory(notificationsRouter);

// A client on the same database that counts the statements it sends.
let queries = 0;
let counting: PrismaClient | undefined;
function countingDb(): Db {
  counting ??= (() => {
    const client = new PrismaClient({
      adapter: new PrismaPg({ connectionString: database.url, max: 2 }),
      log: [{ level: "query", emit: "event" }],
    });
    client.$on("query", () => {
      queries += 1;
    });
    return client;
  })();
  return counting as unknown as Db;
}
afterAll(async () => {
  await counting?.$disconnect();
});

/** A reader with `count` projects' worth of notifications: an update, a status change and an invitation each. */
async function readerWith(count: number) {
  const reader = await person(database.db, "reader");
  const inputs: NotificationInput[] = [];
  for (let i = 0; i < count; i++) {
    const owner = await person(database.db, "owner");
    const project = await listedProject(database.db, owner.actor);
    const versionId = newId();
    await database.db.version.create({
      data: { id: versionId, projectId: project.id, authorId: owner.id, name: "Release", versionNumber: `1.${i}.0` },
    });
    const key = `${project.id}:${i}`;
    inputs.push(
      {
        userId: reader.id,
        type: "project_update",
        title: "stored",
        body: { project_id: project.id, version_id: versionId },
        dedupeKey: `u:${key}`,
      },
      {
        userId: reader.id,
        type: "status_change",
        title: "stored",
        body: { project_id: project.id, old_status: "processing", new_status: "approved" },
        dedupeKey: `s:${key}`,
      },
      {
        userId: reader.id,
        type: "team_invite",
        title: "stored",
        body: { project_id: project.id, team_id: project.teamId, invited_by: owner.id, role: "Tester" },
        dedupeKey: `i:${key}`,
      },
    );
  }
  const owner = await person(database.db, "org-owner");
  const { organization } = await organizationInvitation(database.db, owner.actor, reader.id);
  inputs.push({
    userId: reader.id,
    type: "organization_invite",
    title: "stored",
    body: { organization_id: organization.id, team_id: organization.teamId, invited_by: owner.id, role: "Helper" },
    dedupeKey: `o:${organization.id}`,
  });
  await notifyMany(database.db, inputs);
  const viewer = await resolveViewer(database.db, { sessionId: (await createSession(database.db, reader.id)).id });
  return createCaller({ db: countingDb(), viewer, ip: null, userAgent: null });
}

async function queriesOf<T>(call: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const before = queries;
  const result = await call();
  return { result, queries: queries - before };
}

describe("notifications.list names what its notifications refer to", () => {
  it("in a fixed number of queries, whatever the page's size, so every notification is worded", async () => {
    const few = await readerWith(1);
    const many = await readerWith(10);
    // Warm up (the client's first connection) before counting.
    await few.list({ limit: 1 });
    const small = await queriesOf(() => few.list({ limit: 50 }));
    const large = await queriesOf(() => many.list({ limit: 50 }));
    expect(small.result.notifications).toHaveLength(4);
    expect(large.result.notifications).toHaveLength(31);
    expect(large.queries).toBe(small.queries);
    // The page itself and the names: two statements.
    expect(large.queries).toBe(2);

    const { notifications, names } = large.result;
    expect(Object.keys(names.projects)).toHaveLength(10);
    expect(Object.keys(names.versions)).toHaveLength(10);
    expect(Object.keys(names.organizations)).toHaveLength(1);
    expect(Object.keys(names.users)).toHaveLength(11);
    const label = (status: string) => status;
    expect(notifications.filter((n) => notificationCopy(n, names, label) === null)).toEqual([]);
  });

  it("answers no names for bodies that point at nothing, and the site shows those as stored", async () => {
    const reader = await person(database.db, "plain");
    await notifyMany(database.db, [
      { userId: reader.id, type: "legacy_markdown", title: "Welcome", dedupeKey: "w" },
      {
        userId: reader.id,
        type: "project_update",
        title: "Gone",
        body: { project_id: "GONE0001", version_id: "a-much-too-long-id" },
        dedupeKey: "g",
      },
    ]);
    const viewer = await resolveViewer(database.db, { sessionId: (await createSession(database.db, reader.id)).id });
    const { names, notifications } = await createCaller({ db: database.db, viewer, ip: null, userAgent: null }).list();
    expect(names).toEqual({ projects: {}, versions: {}, organizations: {}, users: {} });
    expect(notifications.map((n) => notificationCopy(n, names, () => null))).toEqual([null, null]);
  });
});
