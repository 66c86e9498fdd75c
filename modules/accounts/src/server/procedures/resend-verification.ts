import { scopedProcedure } from "@hopper/core/trpc";

import { resendVerificationMail } from "../services/email-verification";

/** Sends the verification link to the viewer's address again (rate limited). */
export const resendVerification = scopedProcedure("USER_AUTH_WRITE").mutation(({ ctx }) =>
  resendVerificationMail(ctx.db, ctx.viewer.user.id),
);
