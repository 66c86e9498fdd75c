import { z } from "zod";

import { staffProcedure } from "@hopper/core/trpc";

import { findUserContact } from "../services/find-user";

export const lookupUserInput = z.object({ query: z.string().trim().min(1) });

/** Staff: an account's contact details by id, username or email, or null. */
export const lookupUser = staffProcedure
  .input(lookupUserInput)
  .query(({ ctx, input }) => findUserContact(ctx.db, input.query));
