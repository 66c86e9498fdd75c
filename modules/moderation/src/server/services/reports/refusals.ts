import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's components (docs/shell.md, "Errors from services").
import { reportErrorMessages } from "../../../ui/report-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the report refusals' catalogue. */
export const { problem, refusal } = refusalsOf(reportErrorMessages);
