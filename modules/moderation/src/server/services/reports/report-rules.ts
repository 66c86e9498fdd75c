import { REPORT_TYPES } from "@hopper/catalog/server";

/**
 * What can be reported: the reference's project, version and user, and Hopper's collections (the reference's
 * `shared-instance` has no counterpart here).
 */
export const REPORT_ITEM_TYPES = ["project", "version", "user", "collection"] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/**
 * The rules a report may name (spec section 3), the catalogue's tag list served at /v2/tag/report_type: the
 * reference's ids where they overlap (spam, copyright, inappropriate, malicious, name-squatting), and its later
 * "poor description", "invalid metadata" and "other" with their spaces.
 */
export const REPORT_REASONS = REPORT_TYPES;
export type ReportReason = (typeof REPORT_REASONS)[number];

export {
  REPORT_BODY_MAX,
  REPORT_IDS_MAX,
  REPORT_ITEM_ID_MAX,
  REPORT_LIST_DEFAULT,
  REPORT_LIST_MAX,
} from "./report-limits";

export const isReportItemType = (value: string): value is ReportItemType =>
  (REPORT_ITEM_TYPES as readonly string[]).includes(value);
export const isReportReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);
