import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { accountsErrorMessages } from "@hopper/accounts/server";
import { catalogErrorMessages } from "@hopper/catalog/server";
import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A TRPCError as the server-side caller throws it (told by name, as the other modules' forms do). */
const isTrpcError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && error.name === "TRPCError" && "code" in error;

/** The refusal's text in the reader's language (the accounts' and catalogue's refusals), or null for a crash. */
async function shownRefusal(error: unknown): Promise<string | null> {
  if (!isTrpcError(error) || error.code === "INTERNAL_SERVER_ERROR") return null;
  const cause = error.cause;
  if (!(cause instanceof AppError) && !(cause instanceof ZodError)) return error.message;
  const shown = await localizedFormErrors(cause, [accountsErrorMessages, catalogErrorMessages]);
  return cause instanceof ZodError ? (Object.values(shown.fields)[0] ?? shown.message) : shown.message;
}

/**
 * Runs a staff form's procedure without JavaScript: success redirects to the address `work` returns, a refusal
 * back to `back` with a sealed `?error=` (so the page shows only refusals this site wrote). A signed-out
 * visitor (the session ended meanwhile) is sent to sign in and back.
 */
export async function runStaffForm(back: string, work: () => Promise<string>): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = await work();
  } catch (error) {
    const refusal = await shownRefusal(error);
    if (refusal === null) throw error;
    const url = new URL(back, "http://hopper.invalid");
    url.searchParams.set("error", refusal);
    url.searchParams.set("seal", refusalSeal(refusal, {}));
    redirect(`${url.pathname}${url.search}`);
  }
  redirect(target);
}
