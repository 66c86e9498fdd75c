import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { acceptInvitation, inviteMember, setProjectStatus } from "@hopper/catalog/server";

import type { PgBoss } from "../../core/src/jobs";
import { startWorker } from "../../core/src/jobs";
import { createLogger } from "../../core/src/log";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import notificationsModule from "../src/index";
import teamInvited from "../src/jobs/team-invited";
import { listedProject, organizationInvitation, person, projectInvitation } from "./invite-fixtures";

// The catalogue's events → this module's jobs → notifications, with a real pg-boss worker on real PostgreSQL:
// an invitation (project and organization) and a status change, each delivered once.

const database = setupTestDatabase();
const db = () => database.db;
let boss: PgBoss;

beforeAll(async () => {
  boss = await startWorker({
    connectionString: database.url,
    db: database.db,
    jobs: (notificationsModule.jobs ?? []).filter((job) =>
      ["notifications.team-invited", "notifications.project-status-changed"].includes(job.name),
    ),
    pollingIntervalSeconds: 0.5,
    logger: createLogger(() => undefined),
  });
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

/** How long vi.waitFor polls: the jobs write a moment after the change (never a fixed wait). */
const JOBS_DONE = { timeout: 30_000, interval: 100 };

/** Waits until every job of both queues has run (the invites' and the status changes'). */
async function statusJobsDone() {
  await vi.waitFor(async () => {
    const [pending] = await db().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job
       WHERE name IN ('notifications.project-status-changed', 'notifications.team-invited') AND state < 'completed'`,
    );
    expect(pending?.n).toBe(0);
  }, JOBS_DONE);
}

const notificationsOf = (userId: string) =>
  db().notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

/** The user's notifications once the job has written its one. */
const untilNotified = (userId: string) =>
  vi.waitFor(async () => {
    const notifications = await notificationsOf(userId);
    expect(notifications).toHaveLength(1);
    return notifications;
  }, JOBS_DONE);

describe("catalog.team-invited → notifications.team-invited", () => {
  it("a project invitation becomes the invitee's team_invite with the reference's body and actions", async () => {
    const owner = await person(db(), "inviter");
    const invitee = await person(db(), "invitee");
    const { project, row } = await projectInvitation(db(), owner.actor, invitee.id);
    const [notification] = await untilNotified(invitee.id);
    expect(notification).toMatchObject({
      type: "team_invite",
      read: false,
      link: `/mod/${project.slug}`,
      dedupeKey: `invite:${project.teamId}:${row.id}`,
      body: {
        type: "team_invite",
        team_id: project.teamId,
        project_id: project.id,
        invited_by: owner.id,
        role: "Tester",
      },
      actions: [
        { title: "Accept", action_route: ["POST", `team/${project.teamId}/join`] },
        { title: "Decline", action_route: ["DELETE", `team/${project.teamId}/members/${invitee.id}`] },
      ],
    });
    expect(notification!.text).toContain(owner.username);
  });

  it("an organization invitation becomes an organization_invite", async () => {
    const owner = await person(db(), "org-inviter");
    const invitee = await person(db(), "org-invitee");
    const { organization } = await organizationInvitation(db(), owner.actor, invitee.id);
    const [notification] = await untilNotified(invitee.id);
    expect(notification).toMatchObject({
      type: "organization_invite",
      link: `/organization/${organization.slug}`,
      body: { team_id: organization.teamId, organization_id: organization.id, invited_by: owner.id, role: "Helper" },
    });
  });

  it("a retried job delivers nothing twice", async () => {
    const owner = await person(db(), "retry-inviter");
    const invitee = await person(db(), "retry-invitee");
    const { project, row } = await projectInvitation(db(), owner.actor, invitee.id);
    await untilNotified(invitee.id);
    const event = {
      teamId: project.teamId,
      invitationId: row.id,
      userId: invitee.id,
      invitedBy: owner.id,
      role: row.role,
      projectId: project.id,
    };
    await teamInvited(event, { db: db() } as Parameters<typeof teamInvited>[1]);
    expect(await notificationsOf(invitee.id)).toHaveLength(1);
  });
});

describe("catalog.project-status-changed → notifications.project-status-changed", () => {
  it("a moderator's status change tells every accepted team member but not the one who made it", async () => {
    const owner = await person(db(), "status-owner");
    const member = await person(db(), "status-member");
    const pending = await person(db(), "status-pending");
    const moderator = await person(db(), "status-mod", "moderator");
    const project = await listedProject(db(), owner.actor);
    await inviteMember(db(), owner.actor, project.id, { userId: member.id });
    await acceptInvitation(db(), member.actor, project.id);
    await inviteMember(db(), owner.actor, project.id, { userId: pending.id });
    await setProjectStatus(db(), moderator.actor, project.id, { status: "withheld" });
    await statusJobsDone();
    const body = { type: "status_change", project_id: project.id, old_status: "approved", new_status: "withheld" };
    for (const told of [owner, member]) {
      const changes = (await notificationsOf(told.id)).filter((n) => n.type === "status_change");
      expect(changes).toMatchObject([{ read: false, body, link: `/project/${project.id}` }]);
    }
    expect(await notificationsOf(moderator.id)).toHaveLength(0);
    // A pending invitee is not on the team yet: it has its invite, nothing more.
    expect((await notificationsOf(pending.id)).map((n) => n.type)).toEqual(["team_invite"]);
  });

  it("the owner changing its own project's status is not told about it", async () => {
    const owner = await person(db(), "self-owner");
    const moderator = await person(db(), "self-mod", "moderator");
    const project = await listedProject(db(), owner.actor);
    await setProjectStatus(db(), owner.actor, project.id, { status: "unlisted" });
    await setProjectStatus(db(), moderator.actor, project.id, { status: "approved" });
    await statusJobsDone();
    expect((await notificationsOf(owner.id)).map((n) => n.body)).toEqual([
      { type: "status_change", project_id: project.id, old_status: "unlisted", new_status: "approved" },
    ]);
  });
});
