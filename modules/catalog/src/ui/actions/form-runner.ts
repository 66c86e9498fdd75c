import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { formErrorsOf } from "@hopper/ui/forms/field-errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { getViewer } from "@hopper/ui/server/viewer";

import { catalogCaller } from "../caller";
import { errorMessages } from "../messages/errors";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

/** The catalogue's procedures as the current request's viewer: what every server action calls. */
export const catalog = catalogCaller;

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** Anonymous visitors are sent to sign in rather than shown the procedure's refusal. */
export async function requireSignedIn(back = "/") {
  const viewer = await getViewer();
  if (!viewer) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  return viewer;
}

/** A TRPCError as the server-side caller throws it (told by name: catalog does not depend on @trpc/server). */
const isTrpcError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && error.name === "TRPCError" && "code" in error;

/**
 * The message a refused procedure call shows on the page: the service's own (an AppError, or our own
 * TRPCError such as "sign in"), or the field's message when the input failed its schema. A crash is rethrown.
 */
export function refusalOf(error: unknown): string | null {
  // The action's own check of what the form posted (dependency-fields.ts) throws its AppError before any call: a
  // refusal like the procedures', not a crash.
  if (error instanceof AppError) return error.message;
  if (!isTrpcError(error) || error.code === "INTERNAL_SERVER_ERROR") return null;
  if (error.cause instanceof AppError) return error.cause.message;
  if (error.cause instanceof ZodError) {
    const { message, fields } = formErrorsOf(error.cause);
    return Object.values(fields)[0] ?? message;
  }
  return error.message;
}

/**
 * `refusalOf` and the field messages in the reader's language: the catalogue's refusals (`catalog.errors`) and the
 * shell's schema limits read from their descriptors, English where there is none. Null for a crash.
 */
export async function shownRefusal(
  error: unknown,
): Promise<{ message: string; fields: Record<string, string> } | null> {
  const message = refusalOf(error);
  if (message === null) return null;
  const cause = error instanceof AppError ? error : isTrpcError(error) ? error.cause : undefined;
  if (!(cause instanceof AppError) && !(cause instanceof ZodError)) return { message, fields: {} };
  const shown = await localizedFormErrors(cause, [errorMessages]);
  // A schema refusal's notice is its first field's message, as in refusalOf.
  const notice = cause instanceof ZodError ? (Object.values(shown.fields)[0] ?? shown.message) : shown.message;
  return { message: notice ?? message, fields: shown.fields };
}

/** `back` with `message` as its sealed `?error=` notice: a refusal the action finds itself, before any call. */
export function refusedAt(back: string, message: string): string {
  const url = new URL(back, "http://hopper.invalid");
  url.searchParams.set("error", message);
  url.searchParams.set("seal", refusalSeal(message, {}));
  return `${url.pathname}${url.search}`;
}

/**
 * Runs a procedure call for a form that works without JavaScript: success redirects to the path it returns, a
 * refusal back to `back` with ?error=… (the page's notice) and field.<name>=… per field (shown inline), sealed
 * (`seal=`, ui/refusal-seal.ts) so the settings pages show only texts the site wrote.
 */
export async function runForm(back: string, work: () => Promise<string>): Promise<never> {
  let target: string;
  try {
    target = await work();
  } catch (error) {
    const refusal = await shownRefusal(error);
    if (refusal === null) throw error;
    const url = new URL(back, "http://hopper.invalid");
    url.searchParams.set("error", refusal.message);
    for (const [name, problem] of Object.entries(refusal.fields)) url.searchParams.set(`field.${name}`, problem);
    url.searchParams.set("seal", refusalSeal(refusal.message, refusal.fields));
    redirect(`${url.pathname}${url.search}`);
  }
  redirect(target);
}
