// Public services of the accounts module, for other modules (listing it in dependsOn) and the CLI.
export { authenticate, SIGN_IN_FAILED } from "./services/authenticate";
export { createUser } from "./services/create-user";
export { PASSWORD_MAX, PASSWORD_MIN, PASSWORDS_DO_NOT_MATCH } from "./services/passwords";
export type { CreateUserInput } from "./services/create-user";
export { findUserByIdOrName } from "./services/find-user";
export { findPublicProfile, USER_RENAMED } from "./services/profile";
export { countProfiles, profilePage } from "./services/profile-sitemap";
export { RESERVED_USERNAMES, validateUsername } from "./services/usernames";
// Bans (the moderation module's user details): only staff, never oneself, an admin only by an admin.
export { isBanned } from "./services/bans/ban-state";
export { BAN_REASON_MAX, banUser, unbanUser } from "./services/bans/ban-user";
export type { BanResult } from "./services/bans/ban-user";
export { staffUserDetails } from "./services/bans/staff-user-details";
export type { StaffUserDetails } from "./services/bans/staff-user-details";
export { errorMessages as accountsErrorMessages } from "../ui/error-messages";
