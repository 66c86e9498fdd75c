import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { payoutErrorMessages } from "../../../ui/payouts/payout-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the payout refusal catalogue. */
export const { problem, refusal } = refusalsOf(payoutErrorMessages);

export const payoutNotFound = () => refusal("not_found", problem("notFound"));
