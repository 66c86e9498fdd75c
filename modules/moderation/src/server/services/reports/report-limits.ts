// The reports' limits, without imports: the REST route table (loaded with the manifest) reads them too.

/** The context's limit: the reference's for a report body and a thread message. */
export const REPORT_BODY_MAX = 65_536;
/** An item is named by an 8-character id, or a slug (64) or username (39): 64 covers them all. */
export const REPORT_ITEM_ID_MAX = 64;
/** Reports asked for at once (`GET /v2/reports?ids=`). */
export const REPORT_IDS_MAX = 100;
/** The reference's default page of `GET /v2/report` and the most one page holds. */
export const REPORT_LIST_DEFAULT = 100;
export const REPORT_LIST_MAX = 1000;
/**
 * New reports one user may file in an hour (staff are not limited). A person reports a handful; more is a flood
 * of the moderators' list, one open report per item notwithstanding.
 */
export const REPORTS_PER_HOUR = 20;
