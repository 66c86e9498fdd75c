import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { formErrorsOf } from "@hopper/ui/forms/field-errors";
import { getViewer } from "@hopper/ui/server/viewer";

import { catalogCaller } from "../caller";

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
  if (!isTrpcError(error) || error.code === "INTERNAL_SERVER_ERROR") return null;
  if (error.cause instanceof AppError) return error.cause.message;
  if (error.cause instanceof ZodError) {
    const { message, fields } = formErrorsOf(error.cause);
    return Object.values(fields)[0] ?? message;
  }
  return error.message;
}

/** Field name → message of a refused call (a service's AppError fields, or the input's schema issues). */
export function refusalFields(error: unknown): Record<string, string> {
  if (!isTrpcError(error)) return {};
  if (error.cause instanceof AppError || error.cause instanceof ZodError) return formErrorsOf(error.cause).fields;
  return {};
}

/**
 * Runs a procedure call for a form that works without JavaScript: success redirects to the path it returns, a
 * refusal back to `back` with ?error=… (the page's notice) and field.<name>=… per field (shown inline).
 */
export async function runForm(back: string, work: () => Promise<string>): Promise<never> {
  let target: string;
  try {
    target = await work();
  } catch (error) {
    const message = refusalOf(error);
    if (message === null) throw error;
    const url = new URL(back, "http://hopper.invalid");
    url.searchParams.set("error", message);
    for (const [name, problem] of Object.entries(refusalFields(error))) url.searchParams.set(`field.${name}`, problem);
    redirect(`${url.pathname}${url.search}`);
  }
  redirect(target);
}
