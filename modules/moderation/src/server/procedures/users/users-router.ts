import { router } from "@hopper/core/trpc";

import { ban } from "./ban";
import { details } from "./details";
import { overview } from "./overview";
import { unban } from "./unban";

/** Staff-only user details and bans: `moderation.users.*`. */
export const usersRouter = router({ overview, details, ban, unban });
