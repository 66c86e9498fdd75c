import { defineConfig } from "prisma/config";

// Migrations are applied by Hopper's own migrator (`npx hopper migrate`), which records them in the same
// `_prisma_migrations` table as the Prisma CLI, so `prisma migrate deploy` can take over where it is available.
export default defineConfig({
  schema: "schema",
  migrations: { path: "migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/hopper" },
});
