import { fieldError } from "./field-error";
import { problem } from "./refusals";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORDS_DO_NOT_MATCH = problem("passwordsDoNotMatch").text;

/** Length bounds and the confirmation field of every form that sets a password. */
export function validateNewPassword(password: string, confirm?: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw fieldError(
      "invalid_input",
      "password",
      problem("passwordLength", { min: String(PASSWORD_MIN), max: String(PASSWORD_MAX) }),
    );
  }
  if (confirm !== undefined && password !== confirm) {
    throw fieldError("invalid_input", "confirmPassword", problem("passwordsDoNotMatch"));
  }
}
