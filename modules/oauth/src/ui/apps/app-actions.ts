"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import type { ScopeName } from "@hopper/core/auth";
import { getT } from "@hopper/ui/i18n/server";

import { appsCaller, runAppForm, text } from "./app-caller";
import type { AppFormState } from "./app-form-state";
import { appMessages } from "./app-messages";

// The app forms work without JavaScript, so they post to these actions. Each only reads its form and calls the
// procedure through the server-side caller: rules, authorization and messages are the procedure's and service's.

const FIELDS = ["name", "description", "url", "redirectUris", "maxScopes", "isPublic"] as const;
const LIST = "/settings/applications";
const appPage = (appId: string) => `${LIST}/${encodeURIComponent(appId)}`;

/** The form's app fields as the procedures take them (redirect URIs one per line, scopes as checkboxes). */
function appFields(form: FormData) {
  return {
    name: text(form, "name"),
    description: text(form, "description"),
    url: text(form, "url"),
    redirectUris: text(form, "redirectUris").split(/\r?\n/),
    maxScopes: form.getAll("maxScopes").map(String) as ScopeName[],
  };
}

/** "Create application": the new app's client id and secret come back once, in the answer only. */
export async function createAppAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const state = await runAppForm(form, FIELDS, async () => {
    const { app, clientSecret } = await (
      await appsCaller()
    ).create({ ...appFields(form), isPublic: form.get("isPublic") === "on" });
    return { created: { clientId: app.id, clientSecret } };
  });
  // A created app starts the next one from a blank form.
  if (state.created) state.values = {};
  revalidatePath(LIST);
  return state;
}

/** "Save changes" on an app's page. */
export async function updateAppAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const appId = text(form, "appId");
  return runAppForm(form, FIELDS, async () => {
    await (await appsCaller()).update({ appId, ...appFields(form) });
    revalidatePath(appPage(appId));
    return { done: (await getT(appMessages))("form.saved") };
  });
}

/** "Upload icon" / "Remove icon" (`intent`). */
export async function appIconAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const appId = text(form, "appId");
  return runAppForm(form, [], async () => {
    const t = await getT(appMessages);
    const apps = await appsCaller();
    if (text(form, "intent") === "remove") {
      await apps.setIcon({ appId, bytes: null });
      revalidatePath(appPage(appId));
      return { done: t("icon.removed") };
    }
    const file = form.get("icon");
    // No file chosen is no image: the service's "Icons must be PNG, JPEG, GIF or WebP images."
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    await apps.setIcon({ appId, bytes });
    revalidatePath(appPage(appId));
    return { done: t("icon.uploaded") };
  });
}

/** "Rotate secret": the new secret comes back once. */
export async function rotateSecretAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const appId = text(form, "appId");
  return runAppForm(form, [], async () => {
    const { clientSecret } = await (await appsCaller()).rotateSecret({ appId });
    revalidatePath(appPage(appId));
    return { secret: clientSecret };
  });
}

/** The confirmed "Delete … for good": back to the list, which says so. */
export async function deleteAppAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const appId = text(form, "appId");
  const state = await runAppForm(form, [], async () => {
    await (await appsCaller()).delete({ appId });
    return { done: "deleted" };
  });
  if (state.done !== "deleted") return state;
  revalidatePath(LIST);
  redirect(`${LIST}?notice=deleted`);
}

/** The staff's Disable / Enable on /admin/applications. */
export async function setAppDisabledAction(_previous: AppFormState, form: FormData): Promise<AppFormState> {
  const appId = text(form, "appId");
  const disabled = text(form, "intent") === "disable";
  return runAppForm(form, [], async () => {
    await (await appsCaller()).setDisabled({ appId, disabled });
    revalidatePath("/admin/applications");
    const t = await getT(appMessages);
    const name = text(form, "name");
    return { done: disabled ? t("staff.disabledNotice", { name }) : t("staff.enabledNotice", { name }) };
  });
}
