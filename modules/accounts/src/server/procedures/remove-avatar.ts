import { scopedProcedure } from "@hopper/core/trpc";

import { removeAvatar as removeUserAvatar } from "../services/profile";

/** Back to the letter avatar. */
export const removeAvatar = scopedProcedure("USER_WRITE").mutation(({ ctx }) =>
  removeUserAvatar(ctx.db, ctx.viewer.user.id),
);
