import { describe, expect, it } from "vitest";

import { createDb } from "../../src/db/client";
import { directQuery } from "../../src/db/direct-query";
import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { eventually } from "../../../../tests/support/eventually";

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

describe("a client whose only reads went through its pool", () => {
  it("closes its connections on $disconnect (Prisma closes a pool it was given only if it connected through it)", async () => {
    const url = new URL(database.url);
    url.searchParams.set("application_name", "direct-reads-only");
    const client = createDb(url.toString(), 2);
    await directQuery(client, "SELECT 1", []);
    await client.$disconnect();
    // The backend ends a moment after the client's Terminate message; before the fix the pool's idle connection
    // stayed open (10 s, pg's idle timeout; a CLI command waited for it to exit).
    const sessions = () =>
      database.db.$queryRawUnsafe<{ n: bigint }[]>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = 'direct-reads-only'",
      );
    await eventually("the client's sessions to end", sessions, (rows) => Number(rows[0]?.n) === 0, 5_000);
  });
});
