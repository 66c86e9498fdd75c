import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();

// Prisma's own default gives an interactive transaction 5 s. Under load (two CPU hogs and builds beside the
// suite) the search indexer's batch upsert took just over that and was rolled back half-way ("expired
// transaction"). Every client from createDb allows longer; this transaction really lasts past 5 s.
describe("interactive transactions", () => {
  it("may run longer than Prisma's 5 s default", { timeout: 60_000 }, async () => {
    const result = await database.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_sleep(5.5)`;
      return tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one`;
    });
    expect(result).toEqual([{ one: 1 }]);
  });
});
