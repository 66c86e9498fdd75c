import "server-only";

import { runFormAction } from "@hopper/ui/server/form-action";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { analyticsRouter } from "../../server/router";
import { payoutErrorMessages } from "./payout-error-messages";

/** The payout procedures as the current request's viewer (pages and actions). */
export const payoutCaller = async () => (await moduleCaller(analyticsRouter)).payouts;

/** A payout form (see runFormAction), its refusals worded by the payout catalogue. */
export function runPayoutAction<T>(back: string, call: () => Promise<T>, next: (result: T) => string): Promise<never> {
  return runFormAction([payoutErrorMessages], back, call, next);
}
