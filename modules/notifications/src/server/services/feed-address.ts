import { publicUrl } from "@hopper/ui/server/public-url";

/** The private feed's site path for a token: what the feed route answers (server/http/private-feed). */
export const privateFeedPath = (token: string) => `/notifications/feed/${token}.atom`;

/** The private feed's absolute address on the configured public URL (HOPPER_URL), or null when the feed is off. */
export const privateFeedUrl = (token: string | null) => (token ? publicUrl(privateFeedPath(token)) : null);
