import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { updateProfile as updateUserProfile } from "../services/profile";
import { bioInput, usernameInput } from "./input-limits";

// Username and bio rules (and their messages) are the service's, shared with the v2 API.
export const updateProfileInput = z.object({ username: usernameInput(), bio: bioInput() });

/** Renames the viewer and/or sets their bio. */
export const updateProfile = scopedProcedure("USER_WRITE")
  .input(updateProfileInput)
  .mutation(({ ctx, input }) => updateUserProfile(ctx.db, { userId: ctx.viewer.user.id, ...input }));
