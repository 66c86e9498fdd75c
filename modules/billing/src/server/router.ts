import { router } from "@hopper/core/trpc";

/** The billing module's API for its pages (`billing.*` under /api/trpc); provider webhooks are routes. */
export const billingRouter = router({});

export type BillingRouter = typeof billingRouter;

export default billingRouter;
