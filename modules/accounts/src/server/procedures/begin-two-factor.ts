import { scopedProcedure } from "@hopper/core/trpc";

import { beginTwoFactorSetup } from "../services/totp";

/** Starts (or restarts) two-factor set-up: a new secret, not enforced until a code confirms it. */
export const beginTwoFactor = scopedProcedure("USER_AUTH_WRITE").mutation(async ({ ctx }) => {
  await beginTwoFactorSetup(ctx.db, ctx.viewer.user.id, ctx.viewer.user.username);
});
