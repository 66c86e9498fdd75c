import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

import { revokeAuthorization } from "../../services/authorizations/revoke-authorization";

export const revokeInput = z.object({ appId: refText("The app id") });

/** Revokes the viewer's authorization of an app; its tokens stop working at once (a signed-in browser only). */
export const revoke = scopedProcedure("SESSION_ACCESS")
  .input(revokeInput)
  .mutation(({ ctx, input }) => revokeAuthorization(ctx.db, ctx.viewer.user.id, input.appId));
