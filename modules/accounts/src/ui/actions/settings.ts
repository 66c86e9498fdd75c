"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { getT } from "@hopper/ui/i18n/server";

import { signOut } from "../../server/auth/next-auth";
import { accountsCaller } from "../caller";
import { messages } from "../messages";
import type { FormState } from "./form-state";
import { formAction, signedIn, text } from "./form-state";

// The settings forms work without JavaScript, so they post to these actions. Each only reads the form
// and calls the procedure: checks, messages and authorization are the procedure's and its service's. What a form
// says when its action went through is the catalogue's `settings.notices`, in the reader's language.

export async function updateProfileAction(_previous: FormState, form: FormData): Promise<FormState> {
  const state = await formAction(form, ["username", "bio"], async () => {
    await (await accountsCaller()).profile.update({ username: text(form, "username"), bio: text(form, "bio") });
    return (await getT(messages))("settings.notices.profileSaved");
  });
  revalidatePath("/settings/profile");
  return state;
}

export async function removeAvatarAction(): Promise<void> {
  await signedIn(async () => (await accountsCaller()).profile.removeAvatar());
  revalidatePath("/settings/profile");
}

export async function changeEmailAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, ["email"], async () => {
    await (
      await accountsCaller()
    ).security.changeEmail({ email: text(form, "email"), currentPassword: text(form, "currentPassword") });
    revalidatePath("/settings/account");
    return (await getT(messages))("settings.notices.emailVerificationSent");
  });
}

export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    const { signedOut } = await (
      await accountsCaller()
    ).security.changePassword({
      currentPassword: text(form, "currentPassword"),
      password: text(form, "password"),
      confirmPassword: text(form, "confirmPassword"),
      signOutOthers: form.get("signOutOthers") === "on",
    });
    return (await getT(messages))("settings.notices.passwordChanged", { signedOut });
  });
}

export async function beginTwoFactorAction(): Promise<void> {
  await signedIn(async () => (await accountsCaller()).security.beginTwoFactor());
  redirect("/settings/account?setup=2fa");
}

export async function confirmTwoFactorAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    const { recoveryCodes } = await (await accountsCaller()).security.confirmTwoFactor({ code: text(form, "code") });
    return recoveryCodes.join(" ");
  });
}

export async function disableTwoFactorAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    await (await accountsCaller()).security.disableTwoFactor({ code: text(form, "code") });
    revalidatePath("/settings/account");
    return (await getT(messages))("settings.notices.twoFactorOff");
  });
}

export async function unlinkProviderAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    await (await accountsCaller()).security.unlinkProvider({ linkId: text(form, "linkId") });
    revalidatePath("/settings/account");
    return (await getT(messages))("settings.notices.providerUnlinked");
  });
}

export async function deleteAccountAction(_previous: FormState, form: FormData): Promise<FormState> {
  const state = await formAction(form, [], async () => {
    await (await accountsCaller()).security.deleteAccount({ confirmUsername: text(form, "confirmUsername") });
  });
  if (state.error) return state;
  await signOut({ redirectTo: "/" });
  return state;
}
