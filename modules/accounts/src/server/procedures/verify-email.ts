import { z } from "zod";

import { publicProcedure } from "@hopper/core/trpc";

import { verifyEmail as verifyWithToken } from "../services/email-verification";
import { atMost, CODE_MAX } from "@hopper/core/validation";

export const verifyEmailInput = z.object({ token: atMost("The link's token", CODE_MAX).min(1) });

/** Opens a mailed verification link: "success", "already-verified" or "failed". */
export const verifyEmail = publicProcedure
  .input(verifyEmailInput)
  .mutation(({ ctx, input }) => verifyWithToken(ctx.db, input.token, ctx.viewer?.user.id ?? null));
