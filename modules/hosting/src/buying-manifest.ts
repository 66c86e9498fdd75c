import { z } from "zod";

import { defineJob } from "@hopper/core/module";
import type { PageDefinition, SlotDefinition } from "@hopper/core/module";

import { PROVISION_SWEEP_JOB } from "./server/services/servers/job-names";

// Buying and provisioning (docs/hosting.md "Buying a server", "Provisioning"), spread into the manifest. The jobs
// are idempotent: the agent id is fixed at order time and every step is a guarded update.

const subscriptionEvent = z.object({
  subscriptionId: z.string().min(1).max(8),
  userId: z.string().min(1).max(8),
  serverId: z.string().min(1).max(8).nullable(),
  reason: z.enum(["cancelled", "paymentfailed"]).optional(),
});

export const buyingJobs = [
  defineJob({
    name: "hosting.provision",
    schema: subscriptionEvent,
    subscribe: ["billing.subscription.provisioned"],
    retry: { limit: 8, delaySeconds: 15, backoff: true },
    handler: () => import("./jobs/provision"),
  }),
  defineJob({
    name: "hosting.suspend",
    schema: subscriptionEvent,
    subscribe: ["billing.subscription.suspended"],
    retry: { limit: 8, delaySeconds: 15, backoff: true },
    handler: () => import("./jobs/suspend"),
  }),
  defineJob({
    name: "hosting.plan-changed",
    schema: subscriptionEvent,
    subscribe: ["billing.subscription.plan-changed"],
    retry: { limit: 8, delaySeconds: 15, backoff: true },
    handler: () => import("./jobs/plan-changed"),
  }),
  defineJob({
    name: "hosting.install-modpack",
    schema: z.object({ serverId: z.string().min(1).max(8) }),
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    handler: () => import("./jobs/install-modpack"),
  }),
  defineJob({
    name: PROVISION_SWEEP_JOB,
    schema: z.object({}),
    cron: "*/2 * * * *",
    expireInSeconds: 110,
    handler: () => import("./jobs/provision-sweep"),
  }),
];

export const buyingPages: PageDefinition[] = [
  { path: "/servers", component: "ui/pages/servers-plans" },
  { path: "/servers/buy", component: "ui/pages/server-buy", guards: ["auth"] },
  { path: "/servers/buy/confirm", component: "ui/pages/server-buy-confirm", guards: ["auth"] },
];

/** "Create a server with this pack" on modpack pages. */
export const buyingSlots: SlotDefinition[] = [
  { slot: "project.header-actions", component: "ui/slots/server-with-pack" },
];
