"use server";

import { db } from "@hopper/core/db";
import { enforceRateLimits } from "@hopper/core/rate-limit";

import { signIn } from "../../server/auth/next-auth";
import { createUser } from "../../server/services/create-user";
import { sendVerificationMail } from "../../server/services/email-verification";
import { rateLimits } from "../../server/services/rate-limits";
import { requestIp } from "./client-ip";
import type { FormState } from "./form-state";
import { formAction, text } from "./form-state";

/** Creates the account, mails the verification link and signs the new user in, landing on the welcome page. */
export async function signUpAction(_previous: FormState, form: FormData): Promise<FormState> {
  let created = false;
  const state = await formAction(form, ["username", "email", "newsletter"], async () => {
    await enforceRateLimits(db(), rateLimits.signUp(await requestIp()));
    const user = await createUser(db(), {
      username: text(form, "username"),
      email: text(form, "email"),
      password: text(form, "password"),
      confirmPassword: text(form, "confirmPassword"),
      newsletter: form.get("newsletter") === "on",
    });
    await sendVerificationMail(db(), user.id);
    created = true;
  });
  if (!created) return state;
  await signIn("password", {
    identifier: text(form, "username"),
    password: text(form, "password"),
    redirectTo: "/auth/welcome",
  });
  return state;
}
