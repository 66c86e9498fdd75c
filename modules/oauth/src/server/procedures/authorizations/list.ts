import { scopedProcedure } from "@hopper/core/trpc";

import { listAuthorizations } from "../../services/authorizations/list-authorizations";

/**
 * The viewer's authorized apps. SESSION_ACCESS: a signed-in browser only, never a token (an app must not read or
 * undo what its user granted to apps).
 */
export const list = scopedProcedure("SESSION_ACCESS").query(async ({ ctx }) =>
  (await listAuthorizations(ctx.db, ctx.viewer.user.id)).map(({ scopeBits: _bits, ...entry }) => entry),
);
