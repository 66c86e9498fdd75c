import { componentLogger } from "@hopper/core/log";

import { runJobsProcess } from "./main";

await runJobsProcess().catch((error: unknown) => {
  componentLogger("jobs").error({ err: error }, "the jobs process could not start");
  process.exit(1);
});
