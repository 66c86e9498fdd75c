import "server-only";

import { runFormAction } from "@hopper/ui/server/form-action";

import { catalogueErrorMessages } from "../catalogue/catalogue-error-messages";
import { chargeErrorMessages } from "../charges/charge-error-messages";
import { paymentMethodErrorMessages } from "../payment-methods/payment-method-errors";

export { formText, withQuery } from "@hopper/ui/server/form-action";

/** A /plus form (see runFormAction), its refusals worded by the catalogue, charge and payment-method catalogues. */
export function runPlusAction<T>(back: string, call: () => Promise<T>, next: (result: T) => string): Promise<never> {
  return runFormAction([catalogueErrorMessages, chargeErrorMessages, paymentMethodErrorMessages], back, call, next);
}

/** A path of this site to send the browser to (the provider's confirmation step), else null. */
export function localPath(url: string | undefined): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : null;
}
