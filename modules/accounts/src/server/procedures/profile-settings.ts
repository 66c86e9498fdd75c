import { scopedProcedure } from "@hopper/core/trpc";

import { profileSettings as profileSettingsOf } from "../services/settings-views";

/** The viewer's own username, bio, avatar and newsletter choice, as the settings forms start from. */
export const profileSettings = scopedProcedure("USER_READ").query(({ ctx }) =>
  profileSettingsOf(ctx.db, ctx.viewer.user.id),
);
