import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

/** A form field as text (a missing one is empty, which the service refuses). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** `path?notice=…` and the like. */
export function withQuery(path: string, params: Record<string, string>): string {
  return `${path}?${new URLSearchParams(params)}`;
}

/**
 * The editor's forms work without JavaScript: call the procedure and go where `next` says; a refusal goes back to
 * `back` with its words sealed (so a made-up `?error=` shows nothing). The rules and the admin check are the
 * procedures' and services'; this only reads the form.
 */
export async function runEntryForm<T>(
  back: string,
  call: () => Promise<T>,
  next: (result: T) => string,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = next(await call());
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? (error.cause ?? error) : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const message =
      cause instanceof ZodError ? (cause.issues[0]?.message ?? "Check the form.") : (cause as AppError).message;
    target = withQuery(back, { error: message, seal: refusalSeal(message, {}) });
  }
  redirect(target);
}
