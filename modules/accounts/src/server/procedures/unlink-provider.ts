import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { unlinkAccount } from "../services/linked-accounts";
import { refText } from "@hopper/core/validation";

export const unlinkProviderInput = z.object({ linkId: refText("The sign-in method") });

/** Unlinks one of the viewer's sign-in providers (refused when it would leave no way to sign in). */
export const unlinkProvider = scopedProcedure("USER_AUTH_WRITE")
  .input(unlinkProviderInput)
  .mutation(({ ctx, input }) => unlinkAccount(ctx.db, ctx.viewer.user.id, input.linkId));
