import { AppError } from "@hopper/core/errors";
import type { AppErrorCode } from "@hopper/core/errors";

import { refusal } from "./refusals";
import type { Problem } from "./refusals";

/**
 * A refusal about one form field: the field carries the same sentence as the error, so a form shows it
 * next to the input (`formErrorsOf(error).fields[field]`) and API clients read it as the description. A
 * problem of the accounts catalogue is shown in the reader's language; a plain string stays English.
 */
export const fieldError = (code: AppErrorCode, field: string, refused: Problem | string) =>
  typeof refused === "string" ? new AppError(code, refused, { [field]: refused }) : refusal(code, refused, field);
