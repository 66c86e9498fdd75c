import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's components (docs/shell.md, "Errors from services").
import { errorMessages } from "../../ui/error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the notifications' refusal catalogue. */
export const { problem, refusal } = refusalsOf(errorMessages);
export type { Problem } from "@hopper/ui/i18n/refusals";
