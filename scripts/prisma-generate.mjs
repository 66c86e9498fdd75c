// Generates the Prisma client without network access.
// `prisma generate` asks for the schema-engine binary (it only needs the wasm schema parser), and that
// binary is downloaded from Prisma's servers, which self-hosters behind a firewall (and CI here) cannot reach.
// Pointing PRISMA_SCHEMA_ENGINE_BINARY at any executable skips that download; generation itself is pure wasm.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let cli;
try {
  cli = require.resolve("prisma/build/index.js", { paths: [new URL("../modules/core", import.meta.url).pathname] });
} catch {
  console.log("prisma-generate: prisma is not installed yet, skipping");
  process.exit(0);
}
const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY)
  env.PRISMA_SCHEMA_ENGINE_BINARY = existsSync("/bin/true") ? "/bin/true" : process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync(process.execPath, [cli, "generate", "--config", "prisma/prisma.config.ts"], {
  stdio: "inherit",
  env,
  cwd: new URL("..", import.meta.url).pathname,
});
process.exit(result.status ?? 1);
