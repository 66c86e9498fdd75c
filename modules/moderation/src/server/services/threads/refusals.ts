import { refusalsOf } from "@hopper/ui/i18n/refusals";

// The catalogue of refusals is plain data shared with the site's components (docs/shell.md, "Errors from services").
import { threadErrorMessages } from "../../../ui/messages/thread-errors";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the thread refusals. */
export const { problem, refusal } = refusalsOf(threadErrorMessages);

/** A thread the caller may not read looks like a missing one, so ids do not leak what exists. */
export const threadNotFound = () => refusal("not_found", problem("threadNotFound"));
export const messageNotFound = () => refusal("not_found", problem("messageNotFound"));
