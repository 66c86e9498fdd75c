import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { deleteAccount as deleteUserAccount } from "../services/account-settings";
import { usernameInput } from "./input-limits";

export const deleteAccountInput = z.object({ confirmUsername: usernameInput() });

/** Deletes the viewer's account and everything it owns, once the username is typed again. */
export const deleteAccount = scopedProcedure("USER_DELETE")
  .input(deleteAccountInput)
  .mutation(({ ctx, input }) => deleteUserAccount(ctx.db, { userId: ctx.viewer.user.id, ...input }));
