import { AppError } from "@hopper/core/errors";
import type { AppErrorCode } from "@hopper/core/errors";

/**
 * A refusal about one form field: the field carries the same sentence as the error, so a form shows it
 * next to the input (`formErrorsOf(error).fields[field]`) and API clients read it as the description.
 */
export const fieldError = (code: AppErrorCode, field: string, message: string) =>
  new AppError(code, message, { [field]: message });
