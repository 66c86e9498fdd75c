import { z } from "zod";

import { publicProcedure } from "@hopper/core/trpc";

import { resetPassword as resetWithToken } from "../services/password-reset";

export const resetPasswordInput = z.object({ token: z.string(), password: z.string(), confirmPassword: z.string() });

/** Step two of a reset: the mailed token sets a new password (and signs every session out). */
export const resetPassword = publicProcedure
  .input(resetPasswordInput)
  .mutation(({ ctx, input }) => resetWithToken(ctx.db, input.token, input.password, input.confirmPassword));
