import { z } from "zod";

import { createPersonalAccessToken, SCOPE_NAMES } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";
import { textUpTo } from "@hopper/core/validation";

// Length, scope and expiry rules (with their spec messages) live in createPersonalAccessToken; the input
// only fixes the shape.
export const createTokenInput = z.object({
  name: textUpTo(64, "Token name must be between 3 and 64 characters."),
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
