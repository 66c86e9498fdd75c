import { z } from "zod";

import { createPersonalAccessToken, SCOPE_NAMES } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

// Length, scope and expiry rules (with their spec messages) live in createPersonalAccessToken; the input
// only fixes the shape.
export const createTokenInput = z.object({
  name: z.string(),
  scopes: z.array(z.enum(SCOPE_NAMES as [ScopeName, ...ScopeName[]])),
  expiresInDays: z.number().optional(),
});

/** A new token for the viewer; the secret is in the answer and nowhere else, ever. */
export const createToken = scopedProcedure("PAT_CREATE")
  .input(createTokenInput)
  .mutation(async ({ ctx, input }) => {
    const { token } = await createPersonalAccessToken(ctx.db, { userId: ctx.viewer.user.id, ...input });
    return { token };
  });
