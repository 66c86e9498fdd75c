"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { setDeliveryInput } from "../../server/procedures/preferences/set-delivery";
import { notificationsCaller } from "../caller";
import { errorMessages } from "../error-messages";

const BACK = "/settings/notifications";

/**
 * "Save" on the delivery choice, a form that works without script: the procedure validates and authorizes; this
 * only reads the radio and comes back with `?notice=saved`, or with the refusal (sealed, in the reader's language).
 */
export async function saveDeliveryAction(form: FormData) {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(BACK)}`);
  let params: URLSearchParams;
  try {
    // The procedure's own input schema reads the radio (anything but its three values is refused, never cut).
    const input = setDeliveryInput.parse({ delivery: form.get("delivery") });
    await (await notificationsCaller()).preferences.setDelivery(input);
    revalidatePath(BACK);
    params = new URLSearchParams({ notice: "saved" });
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [errorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    params = new URLSearchParams({ error: message, seal: refusalSeal(message, {}) });
  }
  redirect(`${BACK}?${params}#delivery`);
}
