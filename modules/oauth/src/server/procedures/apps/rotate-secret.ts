import { actorOf } from "@hopper/core/auth";

import { rotateClientSecret } from "../../services/apps/app-secret";
import { appRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** A new client secret for one of the viewer's confidential apps; in the answer only, once. */
export const rotateSecret = sessionProcedure.input(appRef).mutation(async ({ ctx, input }) => ({
  clientSecret: await rotateClientSecret(ctx.db, actorOf(ctx.viewer), input.appId),
}));
