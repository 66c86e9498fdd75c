/** Project statuses and their groups (spec section 4). */
export const PROJECT_STATUSES = [
  "approved",
  "archived",
  "unlisted",
  "private",
  "rejected",
  "withheld",
  "processing",
  "draft",
  "scheduled",
  "unknown",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Passed review: approved, archived, unlisted, private. */
export const APPROVED_STATUSES: readonly string[] = ["approved", "archived", "unlisted", "private"];
/** Shown in search and to everyone: approved, archived. */
export const PUBLIC_STATUSES: readonly string[] = ["approved", "archived"];
/** Hidden or pending: private, rejected, processing (and the draft-like statuses). */
export const HIDDEN_STATUSES: readonly string[] = [
  "private",
  "rejected",
  "processing",
  "draft",
  "withheld",
  "scheduled",
  "unknown",
];
export const REJECTED_STATUSES: readonly string[] = ["rejected", "withheld"];
/** Processing alone counts as in review. */
export const IN_REVIEW_STATUS = "processing";
/**
 * What an owner may ask the project to become once approved (`requested_status`), and switch an approved project
 * to: the reference platform's requestable statuses (draft included: an approved project taken back to draft
 * needs review again to be shown).
 */
export const REQUESTABLE_STATUSES: readonly string[] = ["approved", "archived", "unlisted", "private", "draft"];
/** The visibilities the settings page offers an approved project (the requestable statuses that keep it approved). */
export const VISIBILITY_STATUSES: readonly string[] = ["approved", "archived", "unlisted", "private"];

export const isApproved = (status: string) => APPROVED_STATUSES.includes(status);
export const isPubliclyVisible = (status: string) => PUBLIC_STATUSES.includes(status);
/** A page anyone with the link may open: public statuses and unlisted. */
export const isViewableByLink = (status: string) => isPubliclyVisible(status) || status === "unlisted";
export const isRejected = (status: string) => REJECTED_STATUSES.includes(status);
export const isInReview = (status: string) => status === IN_REVIEW_STATUS;
