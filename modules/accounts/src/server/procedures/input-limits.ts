import { atMost, EMAIL_MAX, textUpTo } from "@hopper/core/validation";

import { PASSWORD_MAX, PASSWORD_MIN } from "../services/passwords";
import { BIO_MAX } from "../services/profile";
import { USERNAME_MAX, USERNAME_MIN } from "../services/usernames";

// Length caps of the accounts procedures' text inputs, with the services' own limits and sentences (the
// services check the rest: patterns, trimming, minimums).

export const usernameInput = () =>
  textUpTo(USERNAME_MAX, `Usernames must be between ${USERNAME_MIN} and ${USERNAME_MAX} characters.`);
export const passwordInput = () =>
  textUpTo(PASSWORD_MAX, `Passwords must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`);
export const emailInput = () => atMost("The email address", EMAIL_MAX);
export const bioInput = () => textUpTo(BIO_MAX, `Bios are at most ${BIO_MAX} characters.`);
