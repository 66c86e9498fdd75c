import { publicProcedure } from "@hopper/core/trpc";

import { payoutMethods } from "../../services/payouts/methods";

/** The payout methods with their limits and fees: public, like the reference's GET /v3/payout/methods. */
export const methods = publicProcedure.query(() => payoutMethods());
