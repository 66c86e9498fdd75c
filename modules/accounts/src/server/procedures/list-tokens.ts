import { scopedProcedure } from "@hopper/core/trpc";

import { listTokens as listUserTokens } from "../services/tokens";

/** The viewer's personal access tokens (never their secrets), newest first. */
export const listTokens = scopedProcedure("PAT_READ").query(({ ctx }) => listUserTokens(ctx.db, ctx.viewer.user.id));
