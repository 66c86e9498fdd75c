import { moduleTrpc } from "@hopper/ui/trpc/client";

import type { BillingRouter } from "../../server/router";

/** Billing's procedures for client components (the Stripe Payment Element's setup session and add). */
export const useBillingTrpc = moduleTrpc<"billing", BillingRouter>();
