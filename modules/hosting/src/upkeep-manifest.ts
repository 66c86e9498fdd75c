import { z } from "zod";

import { defineJob } from "@hopper/core/module";
import type { JobDefinition } from "@hopper/core/module";

// Upkeep jobs (index.ts spreads them in): deleting servers left unpaid and forgetting old callback ids
// (docs/hosting.md "Deletion after suspension", "Operating nodes"). Both are idempotent: each step is a guarded
// update, so a repeated or interrupted run is harmless.

export const upkeepJobs: JobDefinition[] = [
  defineJob({
    name: "hosting.delete-expired",
    schema: z.object({}),
    cron: "17 * * * *",
    expireInSeconds: 50 * 60,
    handler: () => import("./jobs/delete-expired"),
  }),
  defineJob({
    name: "hosting.prune-agent-events",
    schema: z.object({}),
    cron: "43 3 * * *",
    expireInSeconds: 60 * 60,
    handler: () => import("./jobs/prune-agent-events"),
  }),
];
