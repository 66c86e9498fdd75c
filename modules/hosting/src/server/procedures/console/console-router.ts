import { router } from "@hopper/core/trpc";

import { token } from "./token";

/** The console: a token for the node's socket (lines, commands, power and stats then go browser ↔ agent). */
export const consoleRouter = router({ token });
