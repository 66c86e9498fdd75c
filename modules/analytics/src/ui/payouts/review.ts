import "server-only";

import { AppError } from "@hopper/core/errors";
import type { FormErrors } from "@hopper/ui/forms/field-errors";
import { getT } from "@hopper/ui/i18n/server";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";

import type { WithdrawalQuote } from "../../server/services/payouts/quote";
import { payoutErrorMessages } from "./payout-error-messages";
import { payoutMessages } from "./payout-messages";
import { payoutCaller } from "./payout-run";

/**
 * The withdraw page's review step: the typed withdrawal quoted by the procedure (every check but the lock), or
 * its refusal in the reader's language with the field it is about.
 */
export async function reviewWithdrawal(
  typed: { method: string; amount: string; address: string },
  amountMinor: number | null,
): Promise<{ quote?: WithdrawalQuote; errors?: FormErrors }> {
  if (amountMinor === null) {
    const t = await getT(payoutMessages);
    return { errors: { message: null, fields: { amountMinor: t("withdraw.amountInvalid") } } };
  }
  try {
    const quote = await (await payoutCaller()).quote({ methodId: typed.method, amountMinor, address: typed.address });
    return { quote };
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    // Only refusals are the reader's to fix; anything else is the error page's.
    if (!(cause instanceof AppError) || cause.code === "internal_error") throw error;
    const errors = await localizedFormErrors(cause, [payoutErrorMessages]);
    // A refusal about one field shows beside it; anything else above the form.
    return Object.keys(errors.fields).length > 0 ? { errors: { ...errors, message: null } } : { errors };
  }
}
