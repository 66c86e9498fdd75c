import { z } from "zod";

import { defineJob } from "@hopper/core/module";
import type { JobDefinition, ModuleManifest, PageDefinition } from "@hopper/core/module";

// The providers' part of the manifest (index.ts spreads it in): the webhook routes, the local provider's delivery job
// and its confirmation page (docs/billing.md "Providers", "Webhooks").

export const providerRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/api/billing/webhooks/local", handler: "server/http/webhook-local", methods: ["POST"] },
  { path: "/api/billing/webhooks/stripe", handler: "server/http/webhook-stripe", methods: ["POST"] },
];

const localEvent = z.object({
  id: z.string(),
  type: z.enum(["payment.succeeded", "payment.processing", "payment.failed"]),
  providerPaymentId: z.string(),
  chargeId: z.string().nullable(),
  message: z.string().optional(),
});

export const providerJobs: JobDefinition[] = [
  defineJob({
    name: "billing.local-webhook",
    schema: z.object({ event: localEvent }),
    // A provider retries a webhook that failed; so does this.
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    expireInSeconds: 300,
    handler: () => import("./jobs/local-webhook"),
  }),
];

export const providerPages: PageDefinition[] = [
  { path: "/billing/local/confirm/[id]", component: "ui/pages/local-confirm", guards: ["auth"] },
];
