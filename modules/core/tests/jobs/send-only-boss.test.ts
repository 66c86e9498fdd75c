// The web process's job sender must outlive a PostgreSQL connection the server ends (a restart, a failover, an
// operator's pg_terminate_backend): pg-boss re-emits its pool's errors, and an 'error' with no listener is thrown.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { createSendOnlyBoss } from "../../src/jobs/boss";
import type { PgBoss } from "../../src/jobs/boss";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();
let boss: PgBoss | undefined;
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
});

async function terminateSenderConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'pgboss' AND pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

describe("the send-only pg-boss", () => {
  it("logs a connection the server terminated instead of throwing, and sends again afterwards", async () => {
    boss = createSendOnlyBoss(database.url);
    expect(boss.listenerCount("error")).toBe(1);
    await boss.start();
    await boss.createQueue("core-test.sender");
    expect(await boss.send("core-test.sender", { n: 1 })).toEqual(expect.any(String));
    expect(await terminateSenderConnections()).toBeGreaterThan(0);
    // The pool drops the dead clients and opens new ones: the next sends go through.
    await expect
      .poll(async () => (await boss!.send("core-test.sender", { n: 2 }).catch(() => null)) !== null)
      .toBe(true);
    expect(await boss.getQueueSize("core-test.sender")).toBeGreaterThanOrEqual(2);
  });
});
