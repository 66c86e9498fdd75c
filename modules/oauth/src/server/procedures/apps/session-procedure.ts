import { scopedProcedure } from "@hopper/core/trpc";

/**
 * The app procedures are the signed-in browser's only, as the reference serves app management to its website
 * alone: SESSION_ACCESS is a scope no token (personal or OAuth) can hold.
 */
export const sessionProcedure = scopedProcedure("SESSION_ACCESS");
