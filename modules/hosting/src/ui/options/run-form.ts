import "server-only";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

/** A form field as text (a missing one is empty, which the procedure's input refuses). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The content and options forms' one shape (they work without JavaScript): call the procedure, then go back to
 * `back` with `?notice=`, or with the refusal's words sealed (so a link cannot make the page say anything). Rules
 * and authorization are the procedure's and service's; this only reads the form.
 */
export async function runServerForm(back: string, notice: string, call: () => Promise<unknown>): Promise<never> {
  let target: string;
  try {
    await call();
    revalidatePath(back);
    target = `${back}?${new URLSearchParams({ notice })}`;
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? (error.cause ?? error) : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const message =
      cause instanceof ZodError ? (cause.issues[0]?.message ?? "Check the form.") : (cause as AppError).message;
    target = `${back}?${new URLSearchParams({ error: message, seal: refusalSeal(message, {}) })}`;
  }
  redirect(target);
}
