"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { authorizationErrorMessages } from "../consent/authorization-errors";
import { oauthCaller } from "../consent/oauth-caller";

const BACK = "/settings/authorizations";

/**
 * Revoke on /settings/authorizations, a form that works without script: the procedure authorizes and revokes; this
 * only reads the app id and comes back with `?notice=revoked`, or with the refusal (sealed, in the reader's language).
 */
export async function revokeAuthorizationAction(form: FormData) {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(BACK)}`);
  const appId = form.get("appId");
  let params: URLSearchParams;
  try {
    await (await oauthCaller()).authorizations.revoke({ appId: typeof appId === "string" ? appId : "" });
    revalidatePath(BACK);
    params = new URLSearchParams({ notice: "revoked" });
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [authorizationErrorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    params = new URLSearchParams({ error: message, seal: refusalSeal(message, {}) });
  }
  redirect(`${BACK}?${params}`);
}
