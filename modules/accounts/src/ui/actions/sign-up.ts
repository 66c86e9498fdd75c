"use server";

import { signIn } from "../../server/auth/next-auth";
import { accountsCaller } from "../caller";
import type { FormState } from "./form-state";
import { formAction, text } from "./form-state";

/** Creates the account (procedure), then signs the new user in through Auth.js, landing on the welcome page. */
export async function signUpAction(_previous: FormState, form: FormData): Promise<FormState> {
  let created = false;
  const state = await formAction(form, ["username", "email", "newsletter"], async () => {
    await (
      await accountsCaller()
    ).auth.signUp({
      username: text(form, "username"),
      email: text(form, "email"),
      password: text(form, "password"),
      confirmPassword: text(form, "confirmPassword"),
      newsletter: form.get("newsletter") === "on",
    });
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
