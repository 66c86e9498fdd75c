import { z } from "zod";

import { defineJob } from "@hopper/core/module";
import type { JobDefinition, ModuleManifest } from "@hopper/core/module";

// The nodes part of the manifest (index.ts spreads it in): the agents' callbacks route, the nodes admin page and
// server notices (docs/hosting.md "Operating nodes", "Server notices").

export const nodeRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/api/agent/callbacks", handler: "server/http/agent-callbacks", methods: ["POST"] },
];

export const nodeJobs: JobDefinition[] = [
  // Idempotent: a check only records what the agent answered. A run past a minute is dropped; the next one follows.
  defineJob({
    name: "hosting.node-health",
    schema: z.object({}),
    cron: "* * * * *",
    expireInSeconds: 50,
    handler: () => import("./jobs/node-health"),
  }),
];
