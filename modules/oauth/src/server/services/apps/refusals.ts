import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's components (docs/shell.md, "Errors from services").
import { appErrorMessages } from "../../../ui/apps/app-error-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the app services' refusal catalogue. */
export const { problem, refusal } = refusalsOf(appErrorMessages);

/** The one refusal for an app the caller may not manage or that does not exist: they look the same (no probing). */
export const appNotFound = () => refusal("not_found", problem("appNotFound"));
