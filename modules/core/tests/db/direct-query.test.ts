import { describe, expect, it } from "vitest";

import { directQuery } from "../../src/db/direct-query";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();

// directQuery sends a hot read through the client's pg pool instead of Prisma: its rows must be the ones Prisma
// gives for the column types such reads use, or the API's answers would change shape.
const STATEMENT = `SELECT $1::varchar AS id, 42::int AS downloads, NULL::int AS color, ARRAY['a','b'] AS loaders,
  timestamptz '2026-01-02T03:04:05.678Z' AS published, NULL::timestamptz AS approved, true AS featured,
  json_build_array(json_build_object('created', timestamptz '2026-01-02T03:04:05Z', 'n', 1)) AS gallery,
  '[]'::json AS versions`;

describe("directQuery", () => {
  it("gives the rows Prisma gives, through the pool and inside a transaction", async () => {
    const viaPrisma = await database.db.$queryRawUnsafe<unknown[]>(STATEMENT, "P1");
    const direct = await directQuery(database.db, STATEMENT, ["P1"]);
    const inTransaction = await database.db.$transaction((tx) => directQuery(tx, STATEMENT, ["P1"]));
    expect(direct).toEqual(viaPrisma);
    expect(inTransaction).toEqual(viaPrisma);
    expect(direct[0]).toMatchObject({ downloads: 42, published: new Date("2026-01-02T03:04:05.678Z") });
  });
});
