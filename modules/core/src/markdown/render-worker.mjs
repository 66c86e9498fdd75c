// Entry of a render worker thread (worker-pool.ts). Plain JavaScript so Node starts it without a loader in
// every process (web, jobs, tests); it registers tsx itself and then loads the TypeScript pipeline.
import { register } from "tsx/esm/api";

register();
await import("./render-worker-main.ts");
