import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { collectionsRouter } from "../../server/router";
import { errorMessages } from "../error-messages";

/** The collections procedures as the request's viewer: what every server action calls. */
export const collections = () => moduleCaller(collectionsRouter);

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** Anonymous visitors (a session that ended while the page was open) are sent to sign in and back. */
export async function requireSignedIn(back: string) {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
}

/** A TRPCError as the server-side caller throws it (told by name, as the catalogue's forms do). */
const isTrpcError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && error.name === "TRPCError" && "code" in error;

/** The refusal's text in the reader's language, or null for a crash (rethrown). */
async function shownRefusal(error: unknown): Promise<string | null> {
  if (!isTrpcError(error) || error.code === "INTERNAL_SERVER_ERROR") return null;
  const cause = error.cause;
  if (!(cause instanceof AppError) && !(cause instanceof ZodError)) return error.message;
  const shown = await localizedFormErrors(cause, [errorMessages]);
  // A schema refusal names its field; the first field's message is the form's notice.
  return cause instanceof ZodError ? (Object.values(shown.fields)[0] ?? shown.message) : shown.message;
}

/**
 * Runs a procedure call for a form that works without JavaScript: success redirects to the path it returns, a
 * refusal back to `back` with ?error=… (the page's notice), sealed (`seal=`, ui/refusal-seal.ts) so the pages
 * show only refusals this site wrote, never text a link made up (`sealedRefusal`).
 */
export async function runForm(back: string, work: () => Promise<string>): Promise<never> {
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

/** The page a form came from, when it is a collection page (its type tab kept); else the collection's page. */
export function backTo(form: FormData, fallback: string): string {
  const back = text(form, "back");
  return /^\/collection\/[A-Za-z0-9]{1,16}(\/[a-z]{1,16})?$/.test(back) ? back : fallback;
}
