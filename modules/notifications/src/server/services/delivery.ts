/** How a user wants followed projects' new versions: on the site only, or also as a daily or weekly email digest. */
export const DELIVERIES = ["site", "daily", "weekly"] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The digests and how long each waits after the previous one. */
export const DIGEST_PERIOD_MS = { daily: 24 * 60 * 60 * 1000, weekly: 7 * 24 * 60 * 60 * 1000 } as const;
export type DigestDelivery = keyof typeof DIGEST_PERIOD_MS;

export const isDelivery = (value: string): value is Delivery => (DELIVERIES as readonly string[]).includes(value);

/** The longest unsubscribe token accepted in an address (the column's width); ours are 43 characters. */
export const UNSUBSCRIBE_TOKEN_MAX = 64;

/** Users one digest job mails (one page of the scheduler's walk). Here, not in digest.ts: the manifest reads it. */
export const DIGEST_USERS_PER_JOB = 100;
