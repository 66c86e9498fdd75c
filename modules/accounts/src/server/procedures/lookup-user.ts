import { z } from "zod";

import { staffProcedure } from "@hopper/core/trpc";

import { findUserContact } from "../services/find-user";
import { atMost, EMAIL_MAX } from "@hopper/core/validation";

export const lookupUserInput = z.object({ query: atMost("The search", EMAIL_MAX).trim().min(1) });

/** Staff: an account's contact details by id, username or email, or null. */
export const lookupUser = staffProcedure
  .input(lookupUserInput)
  .query(({ ctx, input }) => findUserContact(ctx.db, input.query));
