// Servers left unpaid are deleted (review finding 8, docs/hosting.md "Deletion after suspension"): a server
// suspended for billing longer than HOSTING_DELETE_AFTER_DAYS is deleted on a REAL agent (real Docker engine), its
// row becomes deleted and gives back its port; the owner is warned before and told after. Staff suspensions and
// younger suspensions are kept; a node that cannot be reached keeps its server until a later run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { AppError } from "../../core/src/errors/app-error";

import { agentJson } from "../src/server/services/agent/agent-client";
import { deleteAccount } from "../../accounts/src/server/services/account-settings";
import {
  DELETION_WARNING_DAYS,
  deleteExpiredServers,
  deleteOwnerlessServers,
  warnExpiringServers,
} from "../src/server/services/servers/expired-servers";
import { hostingSettingsSchema } from "../src/server/settings";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { placedServer } from "./support/node-fixtures";
import { serverOnAgent, signedInPerson, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting expired servers");
const DAY = 24 * 60 * 60 * 1000;

it("deletes after 14 days unless HOSTING_DELETE_AFTER_DAYS says otherwise (1 to 365)", () => {
  expect(hostingSettingsSchema.parse({}).HOSTING_DELETE_AFTER_DAYS).toBe(14);
  expect(hostingSettingsSchema.parse({ HOSTING_DELETE_AFTER_DAYS: "30" }).HOSTING_DELETE_AFTER_DAYS).toBe(30);
  expect(hostingSettingsSchema.safeParse({ HOSTING_DELETE_AFTER_DAYS: "0" }).success).toBe(false);
});

describe.skipIf(!docker)("deleting servers suspended for billing", () => {
  let agent: TestAgent;
  let owner: Person;
  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, memoryMiB: 8192, diskMiB: 8192 });
    owner = await signedInPerson(database.db);
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
  });

  const now = new Date("2026-12-20T12:00:00Z");
  const suspend = (id: string, reason: string, daysAgo: number) =>
    database.db.hostingServer.update({
      where: { id },
      data: { suspendedReason: reason, suspendedAt: new Date(now.getTime() - daysAgo * DAY) },
    });
  const onAgent = async (agentId: string) => {
    try {
      await agentJson(agent.node, "GET", `/api/servers/${agentId}`);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return false;
      throw error;
    }
  };
  const notices = () =>
    database.db.notification.findMany({ where: { userId: owner.id }, orderBy: { createdAt: "asc" } });

  it("warns, deletes on the node, frees the port, keeps staff and younger suspensions; a rerun changes nothing", async () => {
    const expired = await serverOnAgent(database.db, agent.node, owner.id, agent.image, 1024);
    const young = await serverOnAgent(database.db, agent.node, owner.id, agent.image, 1024);
    const staff = await serverOnAgent(database.db, agent.node, owner.id, agent.image, 1024);
    await suspend(expired.id, "paymentfailed", 15);
    await suspend(young.id, "cancelled", 12);
    await suspend(staff.id, "staff", 60);
    // already gone from its node (an operator removed it): deleted here all the same
    const gone = await placedServer(database.db, owner.id, agent.node.id, { status: "ready" });
    await suspend(gone.id, "cancelled", 20);

    expect(await warnExpiringServers(database.db, now, 14)).toBe(3);
    expect(await warnExpiringServers(database.db, now, 14)).toBe(0);
    const warned = await notices();
    const youngWarning = warned.find((n) => n.title.includes(young.name) && n.link.includes(young.id));
    expect(youngWarning?.title).toBe(`Your server ${young.name} will be deleted on 2026-12-22`);
    expect(DELETION_WARNING_DAYS).toBe(3);

    const run = await deleteExpiredServers(database.db, now, 14);
    expect(run.failed).toEqual([]);
    expect(run.deleted.sort()).toEqual([expired.id, gone.id].sort());
    expect(await onAgent(expired.agentId)).toBe(false);
    expect(await onAgent(young.agentId)).toBe(true);
    expect(await onAgent(staff.agentId)).toBe(true);
    const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: expired.id } });
    expect(row).toMatchObject({ status: "deleted", port: null });
    for (const kept of [young, staff]) {
      expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id: kept.id } })).status).toBe("ready");
    }
    const told = (await notices()).filter((n) => n.title.endsWith(" was deleted")).map((n) => n.title);
    expect(told.sort()).toEqual(
      [`Your server ${expired.name} was deleted`, `Your server ${gone.name} was deleted`].sort(),
    );

    expect(await deleteExpiredServers(database.db, now, 14)).toEqual({ deleted: [], failed: [] });
    // two days later the younger one goes too
    const later = await deleteExpiredServers(database.db, new Date(now.getTime() + 2 * DAY), 14);
    expect(later.deleted).toEqual([young.id]);
    expect(await onAgent(young.agentId)).toBe(false);
  });

  it("removes the servers of a deleted account from their node, once (nobody can manage or pay for them)", async () => {
    const leaving = await signedInPerson(database.db);
    const server = await serverOnAgent(database.db, agent.node, leaving.id, agent.image, 1024);
    const user = await database.db.user.findUniqueOrThrow({ where: { id: leaving.id } });
    await deleteAccount(database.db, { userId: leaving.id, confirmUsername: user.username });
    // the row outlives the account (a cascade would forget the container still running on the node)
    expect(await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).toMatchObject({
      ownerId: null,
      status: "ready",
    });
    expect(await onAgent(server.agentId)).toBe(true);

    const run = await deleteOwnerlessServers(database.db);
    expect(run).toEqual({ deleted: [server.id], failed: [] });
    expect(await onAgent(server.agentId)).toBe(false);
    expect(await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).toMatchObject({
      status: "deleted",
      port: null,
    });
    expect(await deleteOwnerlessServers(database.db)).toEqual({ deleted: [], failed: [] });
  });

  it("keeps a server whose node cannot be reached, and tries again on the next run", async () => {
    const unreachable = await database.db.hostingNode.create({
      data: { ...agent.node, id: "eu-unreachable", agentUrl: "http://127.0.0.1:1", name: "unreachable" },
    });
    const server = await placedServer(database.db, owner.id, unreachable.id, { status: "ready" });
    await suspend(server.id, "paymentfailed", 30);
    const run = await deleteExpiredServers(database.db, now, 14);
    expect(run).toEqual({ deleted: [], failed: [server.id] });
    expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).status).toBe("ready");
  });
});
