// Suspension is enforced outside the file manager too (review finding 4): content installs, removals, updates and
// modpacks, server.properties, startup options and preferences against a REAL agent process on the real Docker engine. A
// server suspended for payment stays readable to its owner but nothing changes; a staff suspension closes it to
// its owner; an admin keeps access (docs/hosting.md "Suspended servers").
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";

import { agentFetch } from "../src/server/services/agent/agent-client";
import { hostingRouter } from "../src/server/router";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting suspended servers");
const createCaller = createCallerFactory(hostingRouter);
const caller = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null });

describe.skipIf(!docker)("a suspended server's content and options", () => {
  let agent: TestAgent;
  let owner: Person;
  let admin: Person;
  let server: Awaited<ReturnType<typeof serverOnAgent>>;
  const projectId = newId();

  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db });
    [owner, admin] = await Promise.all([signedInPerson(database.db), signedInPerson(database.db, "admin")]);
    server = await serverOnAgent(database.db, agent.node, owner.id, agent.image);
    await agentFetch(agent.node, "PUT", `api/servers/${server.agentId}/files/write`, {
      query: { path: "server.properties" },
      body: "motd=Before\n",
    });
    await agentFetch(agent.node, "PUT", `api/servers/${server.agentId}/files/write`, {
      query: { path: "mods/kept.jar" },
      body: "jar",
    });
    await database.db.hostingServerContent.create({
      data: { serverId: server.id, projectId, versionId: newId(), kind: "mod", path: "mods/kept.jar" },
    });
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
  });

  const suspend = (reason: string | null) =>
    database.db.hostingServer.update({ where: { id: server.id }, data: { suspendedReason: reason } });
  const onNode = async (path: string) =>
    (await agentFetch(agent.node, "GET", `api/servers/${server.agentId}/files/read`, { query: { path } })).text();

  const changes = (viewer: Viewer) => [
    () => caller(viewer).content.install({ id: server.id, projectId: newId() }),
    () => caller(viewer).content.remove({ id: server.id, projectId }),
    () => caller(viewer).content.update({ id: server.id, projectId }),
    () => caller(viewer).content.installModpack({ id: server.id, projectId: newId() }),
    () => caller(viewer).options.saveProperties({ id: server.id, values: { motd: "After" } }),
    () => caller(viewer).options.saveStartup({ id: server.id, javaVersion: "17", jvmFlags: "-Xmx1G" }),
    () => caller(viewer).options.savePreferences({ id: server.id, crashRestart: false, consoleLines: 500 }),
  ];

  it("suspended for payment: the owner reads server.properties but changes nothing", async () => {
    await suspend("paymentfailed");
    try {
      expect((await caller(owner.viewer).options.properties({ id: server.id })).exists).toBe(true);
      for (const change of changes(owner.viewer)) {
        await expect(change()).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("paid") });
      }
      expect(await onNode("server.properties")).toBe("motd=Before\n");
      expect(await onNode("mods/kept.jar")).toBe("jar");
      expect(await database.db.hostingServerContent.count({ where: { serverId: server.id } })).toBe(1);
      const row = await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
      expect(row.startup).toEqual({});
      expect(row.preferences).toEqual({});
    } finally {
      await suspend(null);
    }
  });

  it("suspended by staff: closed to the owner, reads included; an admin still reads and writes", async () => {
    await suspend("staff");
    try {
      await expect(caller(owner.viewer).options.properties({ id: server.id })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      for (const change of changes(owner.viewer)) {
        await expect(change()).rejects.toMatchObject({ code: "FORBIDDEN", message: expect.stringContaining("staff") });
      }
      expect((await caller(admin.viewer).options.properties({ id: server.id })).exists).toBe(true);
      await caller(admin.viewer).options.saveProperties({ id: server.id, values: { motd: "Support" } });
      expect(await onNode("server.properties")).toBe("motd=Support\n");
    } finally {
      await suspend(null);
    }
  });

  it("not suspended: the owner's change goes through", async () => {
    await caller(owner.viewer).options.saveProperties({ id: server.id, values: { motd: "Owner" } });
    expect(await onNode("server.properties")).toBe("motd=Owner\n");
  });
});
