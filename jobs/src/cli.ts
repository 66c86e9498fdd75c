import { runJobsProcess } from "./main";

await runJobsProcess().catch((error: unknown) => {
  console.error("[jobs] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
