import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { setAvatar as setUserAvatar } from "../services/profile";

// Raw bytes: called through the server-side caller by the upload form's action (a file does not travel
// as JSON); size and type are checked by the service.
export const setAvatarInput = z.object({ image: z.instanceof(Uint8Array) });

/** Replaces the viewer's avatar; answers its new address. */
export const setAvatar = scopedProcedure("USER_WRITE")
  .input(setAvatarInput)
  .mutation(async ({ ctx, input }) => ({ avatarUrl: await setUserAvatar(ctx.db, ctx.viewer.user.id, input.image) }));
