"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { signOut } from "../../server/auth/next-auth";
import { changeEmail, changePassword, deleteAccount } from "../../server/services/account-settings";
import { unlinkAccount } from "../../server/services/linked-accounts";
import { removeAvatar, setAvatar, updateProfile } from "../../server/services/profile";
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor } from "../../server/services/totp";
import type { FormState } from "./form-state";
import { formAction, text } from "./form-state";
import { requireViewer } from "./require-viewer";

export async function updateProfileAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  const state = await formAction(form, ["username", "bio"], async () => {
    await updateProfile(db(), { userId: viewer.user.id, username: text(form, "username"), bio: text(form, "bio") });
    return "Profile saved.";
  });
  revalidatePath("/settings/profile");
  return state;
}

export async function uploadAvatarAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    const file = form.get("avatar");
    if (!(file instanceof File)) throw new AppError("invalid_input", "Choose an image to upload.");
    await setAvatar(db(), viewer.user.id, new Uint8Array(await file.arrayBuffer()));
    revalidatePath("/settings/profile");
    return "Avatar updated.";
  });
}

export async function removeAvatarAction(): Promise<void> {
  const viewer = await requireViewer();
  await removeAvatar(db(), viewer.user.id);
  revalidatePath("/settings/profile");
}

export async function changeEmailAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, ["email"], async () => {
    await changeEmail(db(), {
      userId: viewer.user.id,
      email: text(form, "email"),
      currentPassword: text(form, "currentPassword"),
    });
    revalidatePath("/settings/account");
    return "We sent a verification link to your new address.";
  });
}

export async function changePasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    const revoked = await changePassword(db(), {
      userId: viewer.user.id,
      sessionId: viewer.sessionId,
      currentPassword: text(form, "currentPassword"),
      password: text(form, "password"),
      confirm: text(form, "confirmPassword"),
      signOutOthers: form.get("signOutOthers") === "on",
    });
    return revoked > 0 ? `Password changed. ${revoked} other session(s) signed out.` : "Password changed.";
  });
}

export async function beginTwoFactorAction(): Promise<void> {
  const viewer = await requireViewer();
  await beginTwoFactorSetup(db(), viewer.user.id, viewer.user.username);
  redirect("/settings/account?setup=2fa");
}

export async function confirmTwoFactorAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    const codes = await confirmTwoFactorSetup(db(), viewer.user.id, text(form, "code"));
    return codes.join(" ");
  });
}

export async function disableTwoFactorAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    await disableTwoFactor(db(), viewer.user.id, text(form, "code"));
    revalidatePath("/settings/account");
    return "Two-factor authentication is off.";
  });
}

export async function unlinkProviderAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    await unlinkAccount(db(), viewer.user.id, text(form, "linkId"));
    revalidatePath("/settings/account");
    return "Provider unlinked.";
  });
}

export async function deleteAccountAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  const state = await formAction(form, [], async () => {
    await deleteAccount(db(), { userId: viewer.user.id, confirmUsername: text(form, "confirmUsername") });
  });
  if (state.error) return state;
  await signOut({ redirectTo: "/" });
  return state;
}
