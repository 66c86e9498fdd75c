import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * Every grantable scope in words (spec section 9's list), as the consent screen tells a user what an app will be
 * able to do and the app form offers them. Keys are the scope flag names (modules/core/src/auth/scopes.ts); the
 * restricted scopes are absent because no app may hold them.
 */
export const scopeMessages = defineCatalogue("oauth.scopes", {
  USER_READ_EMAIL: "Read your email address",
  USER_READ: "Access your public profile information",
  USER_WRITE: "Write to your profile",
  NOTIFICATION_READ: "Read your notifications",
  NOTIFICATION_WRITE: "Delete and view your notifications",
  PAYOUTS_READ: "Read your payouts data",
  PAYOUTS_WRITE: "Withdraw money",
  ANALYTICS: "Access your analytics data",
  PROJECT_CREATE: "Create new projects",
  PROJECT_READ: "Read all your projects",
  PROJECT_WRITE: "Write to project data",
  PROJECT_DELETE: "Delete your projects",
  VERSION_CREATE: "Create new versions",
  VERSION_READ: "Read all versions",
  VERSION_WRITE: "Write to version data",
  VERSION_DELETE: "Delete a version",
  REPORT_CREATE: "Create reports",
  REPORT_READ: "Read reports",
  REPORT_WRITE: "Edit reports",
  REPORT_DELETE: "Delete reports",
  THREAD_READ: "Read threads",
  THREAD_WRITE: "Write to threads",
  COLLECTION_CREATE: "Create collections",
  COLLECTION_READ: "Read collections",
  COLLECTION_WRITE: "Update collections",
  COLLECTION_DELETE: "Delete collections",
  ORGANIZATION_CREATE: "Create organizations",
  ORGANIZATION_READ: "Read organizations",
  ORGANIZATION_WRITE: "Write to organizations",
  ORGANIZATION_DELETE: "Delete organizations",
});
