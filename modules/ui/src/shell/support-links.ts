/**
 * Where the generic error page sends people. A self-hosted instance has its own status page and chat, so
 * operators set these at build time (NEXT_PUBLIC_* values are inlined into the browser bundle). The
 * defaults are reserved example domains that make a missing setting obvious rather than sending visitors
 * to somebody else's service.
 */
export const STATUS_PAGE_URL = process.env.NEXT_PUBLIC_HOPPER_STATUS_URL ?? "https://status.hopper.example";
export const COMMUNITY_CHAT_URL = process.env.NEXT_PUBLIC_HOPPER_CHAT_URL ?? "https://chat.hopper.example";
