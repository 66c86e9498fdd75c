import { z } from "zod";

import { publicProcedure } from "@hopper/core/trpc";

import { resetPassword as resetWithToken } from "../services/password-reset";
import { atMost, CODE_MAX } from "@hopper/core/validation";
import { passwordInput } from "./input-limits";

export const resetPasswordInput = z.object({
  token: atMost("The link's token", CODE_MAX),
  password: passwordInput(),
  confirmPassword: passwordInput(),
});

/** Step two of a reset: the mailed token sets a new password (and signs every session out). */
export const resetPassword = publicProcedure
  .input(resetPasswordInput)
  .mutation(({ ctx, input }) => resetWithToken(ctx.db, input.token, input.password, input.confirmPassword));
