// Usage: npm run db:migration:new -- <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL from the last migration's schema
// to the current prisma/schema, plus the schema snapshot the next migration starts from.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";

import { startEmbeddedPostgres } from "../modules/core/src/postgres/embedded";
import { diffSchemas, joinSnapshot, latestSnapshot, readSchemaFiles, SNAPSHOT_FILE } from "./lib/schema-engine";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration:new -- <name>   (lower-case letters, digits and _)");
  process.exit(2);
}
const schema = await readSchemaFiles("prisma/schema");
const previous = await latestSnapshot("prisma/migrations");
// The engine insists on a live connection although a schema-to-schema diff reads nothing from it.
const scratch = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: await mkdtemp(path.join(tmpdir(), "hopper-diff-")), throwaway: true });
const sql = await diffSchemas(previous, schema, process.env.DATABASE_URL ?? scratch!.url).finally(() =>
  scratch?.stop(),
);
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log("The schema has not changed since the last migration; nothing written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join("prisma/migrations", `${stamp}_${name}`);
await mkdir(dir, { recursive: true });
await writeFile(path.join(dir, "migration.sql"), sql);
await writeFile(path.join(dir, SNAPSHOT_FILE), joinSnapshot(schema));
console.log(`Wrote ${dir}/migration.sql`);
