export { applyMigrations, readMigrations } from "./migrate";
export type { Migration } from "./migrate";
export { setupDatabase } from "./setup";
