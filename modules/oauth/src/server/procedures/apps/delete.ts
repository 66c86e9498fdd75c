import { actorOf } from "@hopper/core/auth";

import { deleteApp } from "../../services/apps/app-delete";
import { appRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Deletes an app (its owner, or an admin): its authorizations and tokens go with it. */
export const remove = sessionProcedure.input(appRef).mutation(async ({ ctx, input }) => {
  await deleteApp(ctx.db, actorOf(ctx.viewer), input.appId);
  return { deleted: true };
});
