import { scopedProcedure } from "@hopper/core/trpc";

import { accountSettings as accountSettingsOf } from "../services/settings-views";

/**
 * The account-and-security page's data. It carries an unconfirmed two-factor secret, so it needs the
 * scope only a browser session holds.
 */
export const accountSettings = scopedProcedure("USER_AUTH_WRITE").query(({ ctx }) =>
  accountSettingsOf(ctx.db, ctx.viewer.user.id),
);
