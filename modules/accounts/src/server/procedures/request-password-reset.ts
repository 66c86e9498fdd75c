import { z } from "zod";

import { enforceRateLimits } from "@hopper/core/rate-limit";
import { publicProcedure } from "@hopper/core/trpc";

import { requestPasswordReset as requestReset } from "../services/password-reset";
import { rateLimits } from "../services/rate-limits";
import { atMost, EMAIL_MAX } from "@hopper/core/validation";

export const requestPasswordResetInput = z.object({ identifier: atMost("The email or username", EMAIL_MAX) });

/** Mails a reset link; answers the same whether or not the account exists (rate limited per address and name). */
export const requestPasswordReset = publicProcedure
  .input(requestPasswordResetInput)
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimits(ctx.db, rateLimits.reset(ctx.ip ?? "local", input.identifier));
    await requestReset(ctx.db, input.identifier);
  });
