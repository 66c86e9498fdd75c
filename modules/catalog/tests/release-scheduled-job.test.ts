// Issue 16, scheduled releases: the catalog.release-scheduled job (every 5 minutes) gives scheduled projects
// whose `approved` date passed, and scheduled versions whose publish date passed, their requested status — once.

import { describe, expect, it } from "vitest";

import { newId } from "@hopper/core/db";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import catalogModule from "../src/index";
import handler from "../src/jobs/release-scheduled";
import { releaseScheduled } from "../src/server/services/review/scheduled-releases";
import { listenForStatusChanges, statusFixtures } from "./status-rules-fixtures";

const database = setupTestDatabase();
const events = listenForStatusChanges(database);
const { projectIn } = statusFixtures(database);
const db = () => database.db;
const HOUR = 60 * 60 * 1000;

describe("catalog.release-scheduled", () => {
  it("is declared to run every 5 minutes", () => {
    expect(catalogModule.jobs?.find((job) => job.name === "catalog.release-scheduled")).toMatchObject({
      cron: "*/5 * * * *",
    });
  });

  it("releases due projects to their requested status, leaves the others, and does nothing the second time", async () => {
    const due = await projectIn("scheduled", { requestedStatus: "unlisted" });
    const dueDefault = await projectIn("scheduled", { requestedStatus: null });
    const later = await projectIn("scheduled");
    await db().project.updateMany({
      where: { id: { in: [due.id, dueDefault.id] } },
      data: { approved: new Date(Date.now() - HOUR) },
    });
    await events.take();

    await handler({}, { db: db() } as never);
    const rows = await db().project.findMany({
      where: { id: { in: [due.id, dueDefault.id, later.id] } },
      select: { id: true, status: true },
    });
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [due.id]: "unlisted",
      [dueDefault.id]: "approved",
      [later.id]: "scheduled",
    });
    const published = await events.take();
    expect(published).toHaveLength(2);
    expect(published).toContainEqual(
      expect.objectContaining({
        projectId: due.id,
        oldStatus: "scheduled",
        newStatus: "unlisted",
        changedBy: null,
        hideIdentity: false,
      }),
    );

    // Idempotent: a second run (or a retried one) releases nothing more.
    expect(await releaseScheduled(db())).toEqual({ projects: 0, versions: 0 });
    expect(await events.take()).toEqual([]);
  });

  it("releases due scheduled versions to their requested status (listed when none)", async () => {
    const project = await projectIn("approved");
    const version = (status: string, published: Date, requestedStatus: string | null) =>
      db().version.create({
        data: {
          id: newId(),
          projectId: project.id,
          authorId: project.owner.userId,
          name: "Scheduled",
          versionNumber: newId(),
          status,
          requestedStatus,
          datePublished: published,
        },
      });
    const past = new Date(Date.now() - HOUR);
    const due = await version("scheduled", past, null);
    const dueUnlisted = await version("scheduled", past, "unlisted");
    const later = await version("scheduled", new Date(Date.now() + HOUR), null);
    const draft = await version("draft", past, null);

    expect(await releaseScheduled(db())).toMatchObject({ versions: 2 });
    const statuses = Object.fromEntries(
      (await db().version.findMany({ where: { projectId: project.id } })).map((row) => [row.id, row.status]),
    );
    expect(statuses).toMatchObject({
      [due.id]: "listed",
      [dueUnlisted.id]: "unlisted",
      [later.id]: "scheduled",
      [draft.id]: "draft",
    });
    expect((await releaseScheduled(db())).versions).toBe(0);
  });
});
