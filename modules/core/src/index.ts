// The kernel's public surface is its subpath exports (`@hopper/core/auth`, `@hopper/core/db`, ...);
// importing a subpath keeps heavy parts (Prisma, pg-boss) out of bundles that do not need them.
export { defineJob, defineModule } from "./module";
export type { ModuleManifest } from "./module";
