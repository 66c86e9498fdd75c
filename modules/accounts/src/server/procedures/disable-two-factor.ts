import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { disableTwoFactor as disableUserTwoFactor } from "../services/totp";
import { atMost, CODE_MAX } from "@hopper/core/validation";

export const disableTwoFactorInput = z.object({ code: atMost("The code", CODE_MAX) });

/** Turns two-factor off; needs a current code or a recovery code. */
export const disableTwoFactor = scopedProcedure("USER_AUTH_WRITE")
  .input(disableTwoFactorInput)
  .mutation(({ ctx, input }) => disableUserTwoFactor(ctx.db, ctx.viewer.user.id, input.code));
