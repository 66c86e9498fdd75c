import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { changePassword as changeUserPassword } from "../services/account-settings";
import { passwordInput } from "./input-limits";

export const changePasswordInput = z.object({
  currentPassword: passwordInput(),
  password: passwordInput(),
  confirmPassword: passwordInput(),
  signOutOthers: z.boolean(),
});

/** Sets or changes the password; answers how many other sessions were signed out (the current one stays). */
export const changePassword = scopedProcedure("USER_AUTH_WRITE")
  .input(changePasswordInput)
  .mutation(async ({ ctx, input }) => ({
    signedOut: await changeUserPassword(ctx.db, {
      userId: ctx.viewer.user.id,
      sessionId: ctx.viewer.sessionId,
      currentPassword: input.currentPassword,
      password: input.password,
      confirm: input.confirmPassword,
      signOutOthers: input.signOutOthers,
    }),
  }));
