// Public services of the accounts module, for other modules (listing it in dependsOn) and the CLI.
export { authenticate, SIGN_IN_FAILED } from "./services/authenticate";
export { createUser } from "./services/create-user";
export { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from "./services/passwords";
export type { CreateUserInput } from "./services/create-user";
export { findUserByIdOrName } from "./services/find-user";
export { findPublicProfile, USER_RENAMED } from "./services/profile";
export { countProfiles, profilePage } from "./services/profile-sitemap";
export { RESERVED_USERNAMES, validateUsername } from "./services/usernames";
