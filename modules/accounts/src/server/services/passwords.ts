import { fieldError } from "./field-error";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match!";

/** Length bounds and the confirmation field of every form that sets a password. */
export function validateNewPassword(password: string, confirm?: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw fieldError(
      "invalid_input",
      "password",
      `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`,
    );
  }
  if (confirm !== undefined && password !== confirm) {
    throw fieldError("invalid_input", "confirmPassword", PASSWORDS_DO_NOT_MATCH);
  }
}
