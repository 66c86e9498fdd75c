import { describe, expect, it } from "vitest";

import { latestSnapshot, readSchemaFiles } from "../lib/schema-engine";

describe("database migrations", () => {
  it("cover the current Prisma schema (run `npm run db:migration:new -- <name>` after a schema change)", async () => {
    const current = await readSchemaFiles("prisma/schema");
    const snapshot = await latestSnapshot("prisma/migrations");
    expect(snapshot).toEqual(current);
  });
});
