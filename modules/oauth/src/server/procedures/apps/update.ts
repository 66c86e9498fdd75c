import { actorOf } from "@hopper/core/auth";

import { updateApp } from "../../services/apps/app-update";
import { appOutput } from "./app-output";
import { appFields, appRef, scopeBits } from "./inputs";
import { sessionProcedure } from "./session-procedure";

/** Edits one of the viewer's apps (every field the form shows; a narrower maximum cuts the app's tokens). */
export const update = sessionProcedure.input(appRef.extend(appFields.shape)).mutation(async ({ ctx, input }) => {
  const { appId, maxScopes, ...fields } = input;
  const app = await updateApp(ctx.db, actorOf(ctx.viewer), appId, { ...fields, maxScopes: scopeBits(maxScopes) });
  return appOutput(app);
});
