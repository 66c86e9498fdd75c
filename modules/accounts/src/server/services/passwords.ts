import { AppError } from "@hopper/core/errors";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match!";

/** Length bounds and the confirmation field of every form that sets a password. */
export function validateNewPassword(password: string, confirm?: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new AppError("invalid_input", `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`, {
      password: "Length",
    });
  }
  if (confirm !== undefined && password !== confirm) {
    throw new AppError("invalid_input", PASSWORDS_DO_NOT_MATCH, { confirm: "Mismatch" });
  }
}
