import { router } from "@hopper/core/trpc";

import { answer } from "./answer";
import { start } from "./start";

/** The consent screen: `oauth.consent.*` (/auth/authorize). */
export const consentRouter = router({ start, answer });
