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
