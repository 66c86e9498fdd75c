import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's forms (docs/shell.md, "Errors from services").
import { errorMessages } from "../../ui/messages/errors";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the catalog's refusal catalogue. */
export const { problem, refusal } = refusalsOf(errorMessages);
export type { Problem } from "@hopper/ui/i18n/refusals";
