import { router } from "@hopper/core/trpc";

import { createToken } from "./procedures/create-token";
import { deleteToken } from "./procedures/delete-token";
import { listSessions } from "./procedures/list-sessions";
import { listTokens } from "./procedures/list-tokens";
import { me } from "./procedures/me";
import { revokeSession } from "./procedures/revoke-session";

/** The accounts module's API for its own pages (served as `accounts.*` under /api/trpc). */
export const accountsRouter = router({
  me,
  sessions: router({ list: listSessions, revoke: revokeSession }),
  tokens: router({ list: listTokens, create: createToken, delete: deleteToken }),
});

export type AccountsRouter = typeof accountsRouter;

export default accountsRouter;
