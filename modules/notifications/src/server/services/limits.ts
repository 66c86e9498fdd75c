// Limits shared by the services and the REST query schemas; no imports, so the manifest's route file stays light.

/** The most ids one bulk call takes (GET, PATCH and DELETE /notifications?ids=): one bounded statement each. */
export const NOTIFICATION_IDS_MAX = 1000;

/** The most one page holds; the REST list answers up to this many, newest first, in one response. */
export const LIST_LIMIT_MAX = 1000;
