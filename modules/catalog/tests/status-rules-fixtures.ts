// Shared set-up of the status-rules tests (issue 16): projects in a given status with a version and a summary,
// the six callers, and a listener on catalog.project-status-changed.

import { afterAll, beforeAll } from "vitest";

import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";

import { createSendOnlyBoss } from "../../core/src/jobs/boss";
import type { PgBoss } from "../../core/src/jobs/boss";
import type { ProjectStatusChangedEvent } from "../src/server/services/teams/team-events";
import type { setupTestDatabase } from "../../../tests/setup/test-database";
import { ALL_PROJECT_PERMISSIONS, ProjectPermission } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { isApproved } from "../src/server/services/projects/statuses";
import { makeUser, uniqueSlug } from "./helpers";

type Database = ReturnType<typeof setupTestDatabase>;

export const ACTORS = ["anonymous", "other", "without", "with", "moderator", "admin"] as const;
export type ActorKind = (typeof ACTORS)[number];

/** The fields a refusal must leave alone. */
export const STATE = { status: true, requestedStatus: true, queued: true, approved: true } as const;

export function statusFixtures(database: Database) {
  const db = () => database.db;

  async function addVersion(projectId: string, authorId: string) {
    await db().version.create({ data: { id: newId(), projectId, authorId, name: "1.0.0", versionNumber: "1.0.0" } });
  }

  /**
   * A project owned by a new user, put in `status` as the workflow would have left it: a version and a summary;
   * queued once unless it is a draft nobody submitted; `approved` stamped for the approved statuses (and, in the
   * future, for scheduled ones).
   */
  async function projectIn(
    status: string,
    options: { versions?: boolean; submitted?: boolean; requestedStatus?: string | null } = {},
  ) {
    const owner = await makeUser(db());
    const project = await createProject(db(), owner, {
      name: "Status Rules",
      slug: uniqueSlug("rules"),
      projectType: "mod",
      summary: "Made for the status rules tests",
    });
    if (options.versions ?? true) await addVersion(project.id, owner.userId);
    const submitted = options.submitted ?? status !== "draft";
    const day = 24 * 60 * 60 * 1000;
    const state = {
      status,
      requestedStatus: options.requestedStatus === undefined ? "approved" : options.requestedStatus,
      queued: submitted ? new Date(Date.now() - 3 * day) : null,
      approved: isApproved(status)
        ? new Date(Date.now() - 2 * day)
        : status === "scheduled"
          ? new Date(Date.now() + day)
          : null,
    };
    await db().project.update({ where: { id: project.id }, data: state });
    return { ...project, ...state, owner };
  }

  async function addMember(teamId: string, permissions: bigint): Promise<Actor> {
    const user = await makeUser(db());
    await db().teamMember.create({
      data: { id: newId(), teamId, userId: user.userId, accepted: true, permissions, role: "Helper", ordering: 5 },
    });
    return user;
  }

  /** The six callers of the matrix for a project's team. */
  async function actorsFor(teamId: string): Promise<Record<ActorKind, Actor | null>> {
    return {
      anonymous: null,
      other: await makeUser(db()),
      without: await addMember(teamId, ALL_PROJECT_PERMISSIONS & ~ProjectPermission.EDIT_DETAILS),
      with: await addMember(teamId, ProjectPermission.EDIT_DETAILS),
      moderator: await makeUser(db(), "moderator"),
      admin: await makeUser(db(), "admin"),
    };
  }

  const state = (id: string) => db().project.findUniqueOrThrow({ where: { id }, select: STATE });

  return { addVersion, projectIn, addMember, actorsFor, state };
}

/** The catalog.project-status-changed events published since the last `take()`. */
export function listenForStatusChanges(database: Database) {
  const queue = `test.status-changed`;
  let boss: PgBoss | undefined;
  beforeAll(async () => {
    boss = createSendOnlyBoss(database.url);
    await boss.start();
    await boss.createQueue(queue);
    await boss.subscribe("catalog.project-status-changed", queue);
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true });
  });
  return {
    async take(): Promise<ProjectStatusChangedEvent[]> {
      const rows = await database.db.$queryRawUnsafe<{ data: ProjectStatusChangedEvent }[]>(
        `DELETE FROM pgboss.job WHERE name = $1 RETURNING data`,
        queue,
      );
      return rows.map((row) => row.data).sort((a, b) => a.changedAt.localeCompare(b.changedAt));
    },
  };
}
