import { z } from "zod";

import { scopedProcedure } from "@hopper/core/trpc";

import { setNewsletter as setUserNewsletter } from "../services/account-settings";

export const setNewsletterInput = z.object({ newsletter: z.boolean() });

/** The welcome page's "Subscribe to updates" choice. */
export const setNewsletter = scopedProcedure("USER_WRITE")
  .input(setNewsletterInput)
  .mutation(({ ctx, input }) => setUserNewsletter(ctx.db, ctx.viewer.user.id, input.newsletter));
