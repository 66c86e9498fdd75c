// Smaller review findings (11) over real PostgreSQL: old callback ids are forgotten past the agent's redelivery
// horizon, and a server's notices are cut by severity (a critical notice is never pushed off by newer infos).
import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { encryptNodeToken, newNodeToken } from "../src/server/services/nodes/node-token";
import { AGENT_EVENT_HORIZON_DAYS, pruneAgentEvents } from "../src/server/services/callbacks/agent-events";
import { activeNotices } from "../src/server/services/notices/notices";
import { person, placedServer } from "./support/node-fixtures";

const database = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-12-01T12:00:00Z");

async function node(id: string) {
  return database.db.hostingNode.create({
    data: {
      id,
      name: id,
      region: "europe",
      agentUrl: "http://127.0.0.1:1",
      publicUrl: "http://127.0.0.1:1",
      gameHost: "127.0.0.1",
      tokenCiphertext: encryptNodeToken(newNodeToken()),
      cpu: 8,
      memoryMiB: 8192,
      diskMiB: 20480,
    },
  });
}

describe("callback ids", () => {
  it("are forgotten after the agent's redelivery horizon, not before", async () => {
    await node("eu-prune");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    await database.db.hostingAgentEvent.createMany({
      data: [
        { id: "old", nodeId: "eu-prune", kind: "server-state", receivedAt: at(AGENT_EVENT_HORIZON_DAYS + 1) },
        { id: "edge", nodeId: "eu-prune", kind: "server-state", receivedAt: at(AGENT_EVENT_HORIZON_DAYS) },
        { id: "new", nodeId: "eu-prune", kind: "server-state", receivedAt: at(1) },
      ],
    });
    expect(await pruneAgentEvents(database.db, now)).toBe(1);
    expect(await pruneAgentEvents(database.db, now)).toBe(0);
    const left = await database.db.hostingAgentEvent.findMany({
      where: { nodeId: "eu-prune" },
      orderBy: { id: "asc" },
    });
    expect(left.map((event) => event.id)).toEqual(["edge", "new"]);
  });
});

describe("a server's notices", () => {
  it("are cut by severity first: an older critical notice stays above twenty newer infos", async () => {
    await node("eu-notices");
    const owner = await person(database.db);
    const server = await placedServer(database.db, owner.id, "eu-notices", { status: "ready" });
    const create = (level: string, message: string) =>
      database.db.hostingNotice.create({ data: { level, message, dismissable: true } });
    await create("critical", "old critical");
    await create("warn", "old warn");
    for (let n = 0; n < 21; n++) await create("info", `info ${n}`);
    const shown = (await activeNotices(database.db, server, now)).map((notice) => notice.message);
    expect(shown).toHaveLength(20);
    expect(shown.slice(0, 3)).toEqual(["old critical", "old warn", "info 20"]);
  });
});
