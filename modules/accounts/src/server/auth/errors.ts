import { CredentialsSignin } from "next-auth";

/** The password was right and the account has two-factor on: the form asks for the code next. */
export class TwoFactorRequired extends CredentialsSignin {
  override code = "totp_required";
}

export class InvalidSecondFactor extends CredentialsSignin {
  override code = "totp_invalid";
}

export class TooManyAttempts extends CredentialsSignin {
  override code = "rate_limited";
}

/** The account is banned: the form says so (after a right password or code, so it reveals nothing to a guesser). */
export class AccountBanned extends CredentialsSignin {
  override code = "banned";
}
