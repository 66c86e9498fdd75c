import "server-only";

import { catalogErrorMessages, monetizationMessages } from "@hopper/catalog/server";
import { runFormAction } from "@hopper/ui/server/form-action";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { analyticsRouter } from "../../server/router";
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

/** A revenue form (see runFormAction), its refusals worded by the revenue, monetization and catalog catalogues. */
export function runRevenueAction<T>(back: string, call: () => Promise<T>, next: (result: T) => string): Promise<never> {
  return runFormAction([revenueErrorMessages, monetizationMessages, catalogErrorMessages], back, call, next);
}
