import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { confirmTwoFactorSetup } from "../services/totp";
import { atMost, CODE_MAX } from "@hopper/core/validation";

export const confirmTwoFactorInput = z.object({ code: atMost("The code", CODE_MAX) });

/** Turns two-factor on with a code from the app; answers the recovery codes, shown once. */
export const confirmTwoFactor = scopedProcedure("USER_AUTH_WRITE")
  .input(confirmTwoFactorInput)
  .mutation(async ({ ctx, input }) => ({
    recoveryCodes: await confirmTwoFactorSetup(ctx.db, ctx.viewer.user.id, input.code),
  }));
