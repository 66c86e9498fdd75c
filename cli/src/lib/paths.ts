import path from "node:path";

/** The repository root, wherever the command was started from. */
export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const MIGRATIONS_DIR = path.join(ROOT, "prisma/migrations");
export const WEB_DIR = path.join(ROOT, "apps/web");
