import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { catalogErrorMessages, monetizationMessages } from "@hopper/catalog/server";
import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { analyticsRouter } from "../../server/router";
import { withQuery } from "../payouts/payout-run";
import { revenueErrorMessages } from "./revenue-error-messages";

/** The revenue procedures as the current request's viewer (pages and actions). */
export const revenueCaller = async () => (await moduleCaller(analyticsRouter)).revenue;

/**
 * The page a Monetization card's form returns to: a path of this site (letters, digits, `/`, `-`, `_`; never
 * `//`, which a browser reads as another host), else /dashboard/revenue.
 */
export function localBack(typed: string): string {
  return /^\/[A-Za-z0-9_\-/]{0,200}$/.test(typed) && !typed.startsWith("//") ? typed : "/dashboard/revenue";
}

/** The refusal a caller threw (an AppError or a zod error), or null for anything else (which is rethrown). */
function refusalOf(error: unknown): AppError | ZodError | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError && cause.code !== "internal_error") return cause;
  return cause instanceof ZodError ? cause : null;
}

/**
 * The revenue forms' one shape (they work without JavaScript): call the procedure and go where `next` says; a
 * refusal goes back to `back` with its message sealed in the reader's language. Rules and authorization are the
 * procedures' and services'; this only reads the form.
 */
export async function runRevenueAction<T>(
  back: string,
  call: () => Promise<T>,
  next: (result: T) => string,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = next(await call());
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    const shown = await localizedFormErrors(refused, [
      revenueErrorMessages,
      monetizationMessages,
      catalogErrorMessages,
    ]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    target = withQuery(back, { error: message, seal: refusalSeal(message, {}) });
  }
  redirect(target);
}
