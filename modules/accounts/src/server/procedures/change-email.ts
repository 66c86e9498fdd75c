import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { changeEmail as changeUserEmail } from "../services/account-settings";
import { emailInput, passwordInput } from "./input-limits";

export const changeEmailInput = z.object({ email: emailInput(), currentPassword: passwordInput() });

/** A new address (unverified until its link is opened); needs the current password when one is set. */
export const changeEmail = scopedProcedure("USER_AUTH_WRITE")
  .input(changeEmailInput)
  .mutation(({ ctx, input }) => changeUserEmail(ctx.db, { userId: ctx.viewer.user.id, ...input }));
