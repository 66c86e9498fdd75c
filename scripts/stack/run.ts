// Starts the production-like stack and prints its addresses; Ctrl-C stops it and removes its folder.
//   node --import tsx scripts/stack/run.ts [--web 2] [--workers 2] [--no-agent] [--seed] [--dir <folder>] [KEY=value…]
// KEY=value pairs go into every Hopper process's environment (e.g. API_RATE_LIMIT=20).
import { parseArgs } from "node:util";

import { startStack } from "./stack";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    web: { type: "string", default: "2" },
    workers: { type: "string", default: "2" },
    "no-agent": { type: "boolean", default: false },
    seed: { type: "boolean", default: false },
    dir: { type: "string" },
  },
});
const env = Object.fromEntries(
  positionals.map((pair) => {
    const at = pair.indexOf("=");
    if (at < 1) throw new Error(`Not a KEY=value pair: ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const stack = await startStack({
  web: Number(values.web),
  workers: Number(values.workers),
  agent: !values["no-agent"],
  seed: values.seed,
  dataDir: values.dir,
  env,
  log: (line) => console.log(`[stack] ${line}`),
});

console.log(`
The stack runs (Ctrl-C stops it).
  proxy (HOPPER_URL)  ${stack.url}
  web instances       ${stack.webUrls.join("  ")}
  job workers         ${stack.jobsUrls.map((url) => `${url}/healthz`).join("  ")}
  agent               ${stack.agentUrl ?? `not started: ${stack.agentSkipped}`}
  PostgreSQL          ${stack.databaseUrl}
  S3 (s3rver)         ${stack.s3.endpoint} bucket ${stack.s3.bucket}
  folder              ${stack.dir} (logs/<part>.log, proxy/nginx.conf)
  parts               ${stack
    .names()
    .map((name) => `${name}=${stack.pid(name)}`)
    .join(" ")}
`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log("stopping the stack");
  void stack.stop().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
