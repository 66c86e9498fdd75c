// Limits the browser suite's web server runs with (playwright.config.ts), for the specs that read them back.
// The whole suite talks to one server from one address, so the per-address buckets are shared by every test:
// on a fast machine the suite sent more than the default 300 API requests a minute (the hostile-input walks,
// the API specs) and later tests' uploads and bulk edits were answered 429. The limits themselves are tested in
// the unit suites (modules/core/tests, modules/accounts/tests).
export const E2E_API_RATE_LIMIT = 100_000;
