import { z } from "zod";

import { enforceRateLimits } from "@hopper/core/rate-limit";
import { publicProcedure } from "@hopper/core/trpc";

import { createUser } from "../services/create-user";
import { sendVerificationMail } from "../services/email-verification";
import { rateLimits } from "../services/rate-limits";
import { emailInput, passwordInput, usernameInput } from "./input-limits";

export const signUpInput = z.object({
  username: usernameInput(),
  email: emailInput(),
  password: passwordInput(),
  confirmPassword: passwordInput(),
  newsletter: z.boolean(),
});

/**
 * Creates an account and mails its verification link (rate limited per address). Signing the new user in
 * is Auth.js's, so the sign-up form's action does it after this succeeds.
 */
export const signUp = publicProcedure.input(signUpInput).mutation(async ({ ctx, input }) => {
  await enforceRateLimits(ctx.db, rateLimits.signUp(ctx.ip ?? "local"));
  const user = await createUser(ctx.db, input);
  await sendVerificationMail(ctx.db, user.id);
});
