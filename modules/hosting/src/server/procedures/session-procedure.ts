import { scopedProcedure } from "@hopper/core/trpc";

/**
 * The hosting panel is the signed-in browser's only: SESSION_ACCESS is a scope no token (personal or OAuth) holds,
 * so a leaked API token cannot read a console or power a server.
 */
export const sessionProcedure = scopedProcedure("SESSION_ACCESS");
