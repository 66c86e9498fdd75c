import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * The accounts services' refusals the site shows (docs/shell.md, "Errors from services"). A service throws
 * them through `problem()` / `refusal()` / `fieldError()` (server/services/refusals.ts, field-error.ts): the
 * en-US text is the error's message, which the REST API sends as it is; the site reads the key in the
 * reader's language. Values are strings.
 */
export const errorMessages = defineCatalogue("accounts.errors", {
  usernameLength: "Usernames must be between {min} and {max} characters.",
  usernameCharacters:
    "Usernames may contain letters, digits, '_' and '-', and must start and end with a letter or digit.",
  usernameReserved: "This username is reserved.",
  usernameTaken: "This username is already taken.",
  passwordLength: "Passwords must be between {min} and {max} characters.",
  passwordsDoNotMatch: "Passwords do not match!",
  resetIdentifierMissing: "Enter your email address or username.",
  resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  bioLength: "Bios are at most {max} characters.",
  avatarMissing: "Choose an image to upload.",
  avatarTooLarge: "Avatars must be at most 256 KiB.",
  avatarOneAtATime: "Upload one image at a time.",
  avatarType: "Avatars must be PNG, JPEG, GIF or WebP images.",
  // What the settings page says for any other refused avatar upload (a damaged image, too many pixels), by the
  // upload route's fixed ?error= code (server/http/avatar-errors.ts).
  avatarUnusable: "This image cannot be used as an avatar. Try another PNG, JPEG, GIF or WebP image.",
  emailInvalid: "Enter a valid email address.",
  emailTaken: "An account with this email address already exists.",
  emailMissing: "Add an email address first.",
  emailAlreadyVerified: "Your email address is already verified.",
  currentPasswordWrong: "Your current password is not correct.",
  confirmUsername: "Type your username exactly to confirm.",
  twoFactorOn: "Two-factor authentication is already on.",
  twoFactorOff: "Two-factor authentication is off.",
  twoFactorNotStarted: "Start two-factor set-up first.",
  twoFactorCodeSetup: "That code is not valid. Check your authenticator app's clock and try again.",
  twoFactorCode: "That code is not valid.",
  signInFailed: "Incorrect username, email or password.",
  // The sign-in form's own refusals (ui/actions/sign-in.ts), by Auth.js's error code.
  totpInvalid: "That code is not valid. Enter the current code from your app, or a recovery code.",
  rateLimited: "Too many attempts. Wait a few minutes and try again.",
  signInTooSlow: "Your sign-in took too long. Start again.",
  sessionNotFound: "Session not found.",
  tokenNotFound: "Token not found.",
  noFreeUsername: "Could not find a free username; sign up with a password instead.",
  providerLinkedElsewhere: "This account is already linked to another Hopper user.",
  providerEmailTaken:
    "An account with this email address already exists. Sign in to it and link this provider from your account settings.",
  providerFailed: "Signing in with that provider failed. Try again, or use your password.",
  lastProvider: "Set a password before you unlink your last sign-in provider.",
  linkedAccountNotFound: "Linked account not found.",
  // A banned account (modules/moderation's user details): the sign-in form, password or provider.
  accountBanned: "This account is banned. Contact the moderators if you think this is a mistake.",
  banReasonMissing: "Give a reason for the ban.",
  banReasonLength: "The reason is at most {max} characters.",
  banSelf: "You cannot ban yourself.",
  banAdmin: "Only an admin can ban an admin.",
  userNotFound: "Could not find user",
});
