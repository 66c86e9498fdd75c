// The pages' connect-src names the hosting nodes' console sockets (docs/hosting.md "Console"): the origins come
// from the nodes' public URLs in the database (ws for http, wss for https), are read again after the TTL, and a
// failed read keeps the last list.
import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { encryptNodeToken, newNodeToken } from "../../../modules/hosting/src/server/services/nodes/node-token";
import { consoleOriginsCache } from "../server/console-origins";
import { contentSecurityPolicy } from "../server/content-security-policy";

const database = setupTestDatabase();

async function node(id: string, publicUrl: string) {
  await database.db.hostingNode.create({
    data: {
      id,
      name: id,
      region: "europe",
      agentUrl: "http://10.0.0.1:8443",
      publicUrl,
      gameHost: "play.example",
      tokenCiphertext: encryptNodeToken(newNodeToken()),
      cpu: 4,
      memoryMiB: 8192,
      diskMiB: 65536,
    },
  });
}

const connectSrc = (policy: string) => policy.split("; ").find((part) => part.startsWith("connect-src ")) ?? "";

describe("console origins in the Content-Security-Policy", () => {
  it("allows only the site and the nodes' socket origins", async () => {
    const cache = consoleOriginsCache(() => database.db, 60_000);
    expect(await cache.get(0)).toEqual([]);
    expect(connectSrc(contentSecurityPolicy("n", { connectOrigins: await cache.get(1) }))).toBe("connect-src 'self'");

    await node("eu-1", "https://eu-1.nodes.example:8443/");
    await node("local", "http://127.0.0.1:9000");
    // Within the TTL the last list stands; after it the nodes are read again.
    expect(await cache.get(59_999)).toEqual([]);
    const origins = await cache.get(60_000);
    expect(origins).toEqual(["wss://eu-1.nodes.example:8443", "ws://127.0.0.1:9000"].sort());
    expect(connectSrc(contentSecurityPolicy("n", { connectOrigins: origins }))).toBe(
      `connect-src 'self' ${[...origins].join(" ")}`,
    );
  });

  it("keeps the last list when the database cannot be read", async () => {
    let fail = false;
    const cache = consoleOriginsCache(() => {
      if (fail) throw new Error("database down");
      return database.db;
    }, 10);
    await node("eu-2", "https://eu-2.nodes.example");
    const before = await cache.get(0);
    expect(before).toContain("wss://eu-2.nodes.example");
    fail = true;
    expect(await cache.get(100)).toEqual(before);
  });
});
