import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { paymentMethodErrorMessages } from "../../../ui/payment-methods/payment-method-errors";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the payment method refusal catalogue. */
export const { problem, refusal } = refusalsOf(paymentMethodErrorMessages);
