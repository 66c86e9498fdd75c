import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CONTRACT_MARKER, contractStatements } from "../lib/migration-rules";

const DIR = "prisma/migrations";
// Written before the first release, when no older code could be running against them.
const BEFORE_THE_RULE = new Set(["20261122031024_accounts", "20261126220423_analytics_and_revenue"]);

describe("migrations expand the schema only (docs/operations.md, Upgrades without downtime)", () => {
  const names = readdirSync(DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !BEFORE_THE_RULE.has(name));

  it.each(names)("%s: no contract statement, or a `-- contract:` line saying why it is safe now", (name) => {
    const sql = readFileSync(path.join(DIR, name, "migration.sql"), "utf8");
    if (CONTRACT_MARKER.test(sql)) return;
    expect(contractStatements(sql)).toEqual([]);
  });
});

describe("contract statements", () => {
  const whys = (sql: string) => contractStatements(sql).map((found) => found.statement);

  it("finds drops, renames, retypes and new requirements, clause by clause", () => {
    expect(
      whys(`-- a comment that says DROP TABLE
ALTER TABLE "users" ADD COLUMN "a" TEXT,
ADD COLUMN "b" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "c" TEXT NOT NULL,
DROP COLUMN "d";
ALTER TABLE "users" RENAME COLUMN "e" TO "f";
ALTER TABLE "users" ALTER COLUMN "g" SET DATA TYPE BIGINT;
ALTER TABLE "users" ALTER COLUMN "h" SET NOT NULL;
DROP TABLE "old";
CREATE TABLE "new" ("id" TEXT NOT NULL, "n" INTEGER NOT NULL, CONSTRAINT "new_pkey" PRIMARY KEY ("id"));
CREATE INDEX "new_n_idx" ON "new"("n");
ALTER TABLE "new" ADD CONSTRAINT "new_fkey" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE SET NULL;`),
    ).toEqual([
      'ADD COLUMN "c" TEXT NOT NULL',
      'DROP COLUMN "d"',
      'ALTER TABLE "users" RENAME COLUMN "e" TO "f"',
      'ALTER TABLE "users" ALTER COLUMN "g" SET DATA TYPE BIGINT',
      'ALTER TABLE "users" ALTER COLUMN "h" SET NOT NULL',
      'DROP TABLE "old"',
    ]);
  });

  it("lets a default with a comma in it be", () => {
    expect(whys(`ALTER TABLE "t" ADD COLUMN "x" TEXT NOT NULL DEFAULT 'a,b', ADD COLUMN "y" TEXT;`)).toEqual([]);
  });

  it("knows the marker", () => {
    expect(
      CONTRACT_MARKER.test(
        `-- contract: release 1.4 stopped reading "users"."d"\nALTER TABLE "users" DROP COLUMN "d";`,
      ),
    ).toBe(true);
    expect(CONTRACT_MARKER.test(`-- contract:\nDROP TABLE "x";`)).toBe(false);
  });
});
