import { z } from "zod";

import { defineJob } from "@hopper/core/module";

// The billing state machine's loops (docs/billing.md, "The jobs"), spread into the manifest. Both are idempotent:
// every step is a guarded update, so an overlapping or repeated run changes nothing twice. A run past its expiry is
// dropped; the next one, 5 minutes later, takes what is left.

export const chargeJobs = [
  defineJob({
    name: "billing.renewals",
    schema: z.object({}),
    cron: "*/5 * * * *",
    expireInSeconds: 240,
    handler: () => import("./jobs/renewals"),
  }),
  defineJob({
    name: "billing.unprovision",
    schema: z.object({}),
    cron: "*/5 * * * *",
    expireInSeconds: 240,
    handler: () => import("./jobs/unprovision"),
  }),
];
