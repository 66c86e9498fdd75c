import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { deleteToken as deleteUserToken } from "../services/tokens";
import { refText } from "@hopper/core/validation";

export const deleteTokenInput = z.object({ tokenId: refText("The token id") });

/** Deletes one of the viewer's own tokens; another user's token is not found. */
export const deleteToken = scopedProcedure("PAT_DELETE")
  .input(deleteTokenInput)
  .mutation(({ ctx, input }) => deleteUserToken(ctx.db, ctx.viewer.user.id, input.tokenId));
