import "server-only";

import { TRPCError } from "@hopper/core/trpc";

/**
 * A page's lookup by a segment of its address, through a procedure. An address the procedure's input refuses
 * (an id over its length limit, a wrong shape) names nothing: null, so the page shows its not-found page —
 * a TRPCError thrown out of a server component was a 500 (found by the hostile-input walk).
 */
export async function lookupOrNull<T>(lookup: () => Promise<T>): Promise<T | null> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") return null;
    throw error;
  }
}
