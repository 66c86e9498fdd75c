import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's components (docs/shell.md, "Errors from services").
import { authorizationErrorMessages } from "../../../ui/consent/authorization-errors";

export const { problem, refusal } = refusalsOf(authorizationErrorMessages);

/** Another user's authorization looks like a missing one, so ids do not tell whose apps anyone authorized. */
export const authorizationNotFound = () => refusal("not_found", problem("notFound"));
