import { actorOf } from "@hopper/core/auth";

import { ownApp } from "../../services/apps/app-access";
import { appOutput } from "./app-output";
import { appRef } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** One of the viewer's apps, for its page (/settings/applications/{id}); not_found for anyone else's. */
export const own = sessionProcedure
  .input(appRef)
  .query(async ({ ctx, input }) => appOutput(await ownApp(ctx.db, actorOf(ctx.viewer), input.appId)));
