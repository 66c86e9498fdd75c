import { scopedProcedure } from "@hopper/core/trpc";

/** Buying is the signed-in browser's only: SESSION_ACCESS is a scope no token (personal or OAuth) holds. */
export const sessionProcedure = scopedProcedure("SESSION_ACCESS");
