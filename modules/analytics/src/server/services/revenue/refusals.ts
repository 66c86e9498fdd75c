import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { revenueErrorMessages } from "../../../ui/revenue/revenue-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the revenue refusal catalogue. */
export const { problem, refusal } = refusalsOf(revenueErrorMessages);
