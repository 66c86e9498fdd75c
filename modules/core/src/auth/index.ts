export * from "./scopes";
export { actorOf, isStaff } from "./actor";
export type { Actor } from "./actor";
export { hashPassword, verifyPassword } from "./passwords";
export { hashSecret, randomSecret, safeEqual } from "./secrets";
export {
  createSession,
  describeAgent,
  resolveSession,
  revokeOtherSessions,
  revokeSession,
  SESSION_LIFETIME_DAYS,
} from "./sessions";
export {
  SESSION_COOKIE_NAMES,
  sessionIdFromCookie,
  sessionIdFromCookieHeader,
  sessionIdFromCookies,
} from "./session-cookie";
export type { ClientInfo } from "./sessions";
export {
  ACCOUNT_BANNED_MESSAGE,
  createPersonalAccessToken,
  isBannedToken,
  resolveAccessToken,
  TOKEN_PREFIX,
} from "./tokens";
export type { CreateTokenInput } from "./tokens";
export {
  deleteExpiredOAuthAccessTokens,
  deleteOAuthAccessTokens,
  findOAuthAccessToken,
  issueOAuthAccessToken,
  OAUTH_ACCESS_TOKEN_LIFETIME_SECONDS,
  OAUTH_ACCESS_TOKEN_PREFIX,
} from "./oauth-tokens";
export type { IssueOAuthAccessTokenInput } from "./oauth-tokens";
export { resolveViewer } from "./viewer";
export type { Viewer } from "./viewer";
